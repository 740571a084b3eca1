/** @jest-environment node */
import { SEARCH_SEGMENT_TERM_MAX, SEARCH_TERM_MAX_LENGTH, normalizeTerm, searchPageCount, searchResultHref } from './search-query';
import { fromSearchSegment, parseSearchQuery, searchViewHref, toSearchSegment } from './search-view';
import { encodeSegmentText } from '@/lib/catalogue/query-segment';

const params = (query: string) => new URLSearchParams(query);

describe('normalizeTerm', () => {
  it('trims and collapses whitespace; anything but a string is blank', () => {
    expect(normalizeTerm('  anti   CD3\t')).toBe('anti CD3');
    expect(normalizeTerm('   ')).toBe('');
    expect(normalizeTerm(null)).toBe('');
    expect(normalizeTerm(42)).toBe('');
  });

  it('cuts long terms by whole characters to what a segment holds', () => {
    const latin = normalizeTerm('a'.repeat(500));
    expect(latin).toBe('a'.repeat(SEARCH_TERM_MAX_LENGTH));
    expect(encodeSegmentText(normalizeTerm('%'.repeat(100))).length).toBeLessThanOrEqual(SEARCH_SEGMENT_TERM_MAX);
    // Three UTF-8 bytes each, four base64url characters: 45 fit in 180.
    const chinese = normalizeTerm('抗'.repeat(100));
    expect(chinese).toBe('抗'.repeat(45));
    const emoji = normalizeTerm('😀'.repeat(100));
    expect(emoji.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
    expect(Array.from(emoji).every((char) => char === '😀')).toBe(true);
  });

  it('replaces a lone surrogate rather than failing', () => {
    expect(normalizeTerm('ab\uD800c')).toBe('ab\uFFFDc');
  });
});

describe('parseSearchQuery', () => {
  it('reads the term and the page', () => {
    expect(parseSearchQuery(params('search=%20HeLa%20&page=3'))).toEqual({ term: 'HeLa', page: 3 });
  });

  it('reads a missing or blank term as blank and a bad page as 1', () => {
    expect(parseSearchQuery(params(''))).toEqual({ term: '', page: 1 });
    expect(parseSearchQuery(params('search=+++&page=0'))).toEqual({ term: '', page: 1 });
    expect(parseSearchQuery(params('search=x&page=abc'))).toEqual({ term: 'x', page: 1 });
    expect(parseSearchQuery(params('search=x&page=999999'))).toEqual({ term: 'x', page: 1 });
  });
});

describe('search segments', () => {
  it.each(['HeLa', 'anti CD3', '抗体', 'a/b?c#d', '100%', 'wow!', '!20', "β-actin (ser) 'x' *~", 'a.b~c', '😀 ok', ''])('round-trips %j', (term) => {
    const segment = toSearchSegment({ term, page: 2 });
    expect(segment).toMatch(/^[A-Za-z0-9_~.-]+$/);
    expect(fromSearchSegment(segment)).toEqual({ term, page: 2 });
    expect(fromSearchSegment(encodeURIComponent(segment))).toEqual({ term, page: 2 });
  });

  it('writes the term in base64url and the page past the first, like the finders', () => {
    expect(toSearchSegment({ term: 'anti CD3', page: 1 })).toBe('q~YW50aSBDRDM');
    expect(toSearchSegment({ term: 'anti CD3', page: 3 })).toBe('q~YW50aSBDRDM.page~3');
    expect(toSearchSegment({ term: '  ', page: 1 })).toBe('all');
  });

  it('reads a malformed segment as a blank search', () => {
    expect(fromSearchSegment('nonsense')).toEqual({ term: '', page: 1 });
    expect(fromSearchSegment('q~!zz')).toEqual({ term: '', page: 1 });
    expect(fromSearchSegment('q~_w')).toEqual({ term: '', page: 1 });
    expect(fromSearchSegment('q~a%20b')).toEqual({ term: '', page: 1 });
    expect(fromSearchSegment('q~YQ.page~x')).toEqual({ term: 'a', page: 1 });
  });

  it('stays within a file name however long the term', () => {
    expect(toSearchSegment({ term: '细胞'.repeat(200), page: 9_999 }).length).toBeLessThan(200);
  });
});

describe('searchResultHref', () => {
  it('builds the public URL, the page only past the first', () => {
    expect(searchResultHref(' anti CD3 ')).toBe('/search-result?search=anti+CD3');
    expect(searchResultHref('抗体', 2)).toBe('/search-result?search=%E6%8A%97%E4%BD%93&page=2');
    expect(searchResultHref('  ')).toBe('/search-result');
    expect(parseSearchQuery(new URL(`http://x${searchResultHref('a&b=c', 4)}`).searchParams)).toEqual({ term: 'a&b=c', page: 4 });
  });
});

describe('searchPageCount', () => {
  it('is at least one page', () => {
    expect(searchPageCount(0)).toBe(1);
    expect(searchPageCount(20)).toBe(1);
    expect(searchPageCount(21)).toBe(2);
  });
});

describe('orders, filters and the articles page', () => {
  it('reads them from the public URL, dropping what is unknown', () => {
    expect(parseSearchQuery(params('search=antibody&sort=price&application=WB&host=rabbit&apage=2&colour=red'))).toEqual({
      term: 'antibody',
      page: 1,
      sort: 'price',
      filters: { application: ['WB'], host: ['rabbit'] },
      articlePage: 2,
    });
    expect(parseSearchQuery(params('search=antibody&sort=cheapest&species=%3Cb%3E'))).toEqual({ term: 'antibody', page: 1 });
  });

  it('round-trips through a segment in a fixed order', () => {
    const query = { term: 'anti CD3', page: 2, sort: 'newest' as const, filters: { application: ['IHC-P', 'WB'], size: ['100-ul'] }, articlePage: 3 };
    const segment = toSearchSegment(query);
    expect(segment).toBe('q~YW50aSBDRDM.sort~newest.app~IHC-P,WB.size~100-ul.page~2.ap~3');
    expect(fromSearchSegment(segment)).toEqual(query);
  });

  it('keeps a segment within a file name, dropping the last groups first', () => {
    const many = Array.from({ length: 30 }, (_, i) => `code-${'x'.repeat(20)}-${i}`);
    const segment = toSearchSegment({ term: '细胞'.repeat(200), page: 2, filters: { category: ['CP002'], size: many } });
    expect(segment.length).toBeLessThanOrEqual(240);
    expect(fromSearchSegment(segment).filters).toEqual({ category: ['CP002'] });
  });

  it('writes a shareable URL with readable commas', () => {
    expect(searchViewHref({ term: 'antibody', page: 1, sort: 'price', filters: { application: ['IHC-P', 'WB'] } })).toBe(
      '/search-result?search=antibody&sort=price&application=IHC-P,WB',
    );
  });
});
