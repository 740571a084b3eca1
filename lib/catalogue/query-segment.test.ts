/** @jest-environment node */
import {
  cleanKeyword,
  decodeSegmentText,
  encodeSegmentText,
  EMPTY_SEGMENT,
  fromQuerySegment,
  MAX_CHECKED_PER_GROUP,
  parseCodeList,
  parsePage,
  readableQuery,
  safeDecode,
  toQuerySegment,
  type SegmentField,
} from './query-segment';

describe('query segments', () => {
  it.each(['HeLa', 'Jurkat, Clone E6-1', '宫颈 癌', 'a.b~c/d%e?f&g', ''])('round-trips %p using only base64url characters', (text) => {
    const encoded = encodeSegmentText(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodeSegmentText(encoded)).toBe(text);
  });

  it('reads anything else as no text', () => {
    expect(decodeSegmentText('a.b')).toBe('');
    expect(decodeSegmentText('%E4')).toBe('');
    // Valid base64 of bytes that are not UTF-8.
    expect(decodeSegmentText('_w')).toBe('');
  });

  it('cleans a keyword: trimmed, white space collapsed, bounded', () => {
    expect(cleanKeyword('  HeLa \n cells ', 50)).toBe('HeLa cells');
    expect(cleanKeyword(null, 50)).toBe('');
    expect(cleanKeyword('abc def', 4)).toBe('abc');
  });

  it('reads comma lists of codes: malformed dropped, de-duplicated, sorted, bounded', () => {
    expect(parseCodeList('mouse,human,,mouse,<x>,IHC-P')).toEqual(['IHC-P', 'human', 'mouse']);
    expect(parseCodeList(null)).toEqual([]);
    expect(parseCodeList(Array.from({ length: 50 }, (_, i) => `c${String(i).padStart(2, '0')}`).join(','))).toHaveLength(MAX_CHECKED_PER_GROUP);
  });

  it('reads pages from 2 on, anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    for (const value of ['1', '0', '-2', '2.5', 'x', null, '10001']) expect(parsePage(value)).toBe(1);
  });

  it('decodes a segment once, leaving a malformed one as it is', () => {
    expect(safeDecode('id~CP002.sp~human%2Cmouse')).toBe('id~CP002.sp~human,mouse');
    expect(safeDecode('%E4%zz')).toBe('%E4%zz');
  });

  describe('a query as a segment', () => {
    const fields: SegmentField[] = [{ param: 'id' }, { param: 'species', key: 'sp' }, { param: 'kw', text: true }, { param: 'page' }];

    it('writes the fields in their order, under their keys, text in base64url, empty ones left out', () => {
      const params = new URLSearchParams({ page: '2', kw: 'a.b~c 细胞', species: 'human,mouse', id: 'CP002', other: 'x', empty: '' });
      const segment = toQuerySegment(params, fields);
      expect(segment).toBe(`id~CP002.sp~human,mouse.kw~${encodeSegmentText('a.b~c 细胞')}.page~2`);
      expect(Object.fromEntries(fromQuerySegment(segment, fields))).toEqual({ id: 'CP002', species: 'human,mouse', kw: 'a.b~c 细胞', page: '2' });
      expect(Object.fromEntries(fromQuerySegment(encodeURIComponent(segment), fields))).toEqual(Object.fromEntries(fromQuerySegment(segment, fields)));
    });

    it('has a segment for an empty query, and drops parts it does not know', () => {
      expect(toQuerySegment(new URLSearchParams(), fields)).toBe(EMPTY_SEGMENT);
      expect([...fromQuerySegment(EMPTY_SEGMENT, fields)]).toEqual([]);
      expect(Object.fromEntries(fromQuerySegment('id~CP003.zz~1.sp~a~b.kw~%%%.page', fields))).toEqual({ id: 'CP003', kw: '' });
    });

    it('keeps list commas readable in public query strings', () => {
      expect(readableQuery(new URLSearchParams({ id: 'CP002', species: 'human,mouse', kw: 'a b' }))).toBe('id=CP002&species=human,mouse&kw=a+b');
    });
  });
});
