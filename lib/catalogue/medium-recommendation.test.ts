/** @jest-environment node */
import { MEDIUM_MENU_BLOCK_SIZE, MEDIUM_MENU_DIALOG_BLOCK_SIZE } from './constants';
import { fromRecommendSegment, menuBlocks, parseRecommendSearch, recommendationView, recommendHref, toRecommendSegment } from './medium-recommendation';

const params = (query: string) => new URLSearchParams(query);

describe('recommended-media search URL', () => {
  it('reads meduimSearch (as the contract spells it), trimmed', () => {
    expect(parseRecommendSearch(params('meduimSearch=%20HeLa%20'))).toBe('HeLa');
    expect(parseRecommendSearch(params('mediumSearch=HeLa'))).toBe('');
  });

  it('round-trips the term through one segment, any text', () => {
    for (const term of ['HeLa', 'Jurkat, Clone E6-1', '宫颈', 'a.b~c/d']) {
      expect(fromRecommendSegment(toRecommendSegment(term))).toBe(term);
    }
    expect(toRecommendSegment('')).toBe('all');
    expect(fromRecommendSegment('all')).toBe('');
    expect(fromRecommendSegment('q~***')).toBe('');
  });

  it('writes the public URL', () => {
    expect(recommendHref(' HeLa ')).toBe('/mediumRecommendation?meduimSearch=HeLa');
    expect(recommendHref('Jurkat, Clone E6-1')).toBe('/mediumRecommendation?meduimSearch=Jurkat%2C+Clone+E6-1');
    expect(recommendHref('  ')).toBe('/mediumRecommendation');
  });
});

describe('cell-line menu blocks', () => {
  const lines = Array.from({ length: 56 }, (_, i) => `line ${i + 1}`);

  it('lays 56 lines out as blocks of 10 on the page and 14 in the dialog', () => {
    expect(menuBlocks(lines, MEDIUM_MENU_BLOCK_SIZE).map((block) => block.length)).toEqual([10, 10, 10, 10, 10, 6]);
    expect(menuBlocks(lines, MEDIUM_MENU_DIALOG_BLOCK_SIZE).map((block) => block.length)).toEqual([14, 14, 14, 14]);
    expect(menuBlocks(lines, MEDIUM_MENU_BLOCK_SIZE)[1]?.[0]).toBe('line 11');
  });

  it('makes no blocks of nothing and survives a silly size', () => {
    expect(menuBlocks([], 10)).toEqual([]);
    expect(menuBlocks(['a', 'b'], 0)).toEqual([['a'], ['b']]);
  });
});

describe('recommendationView', () => {
  const all = ['HeLa', 'HEK293', 'A549'];
  it('opens the first line of the whole menu without a search', () => {
    expect(recommendationView(all, null)).toEqual({ menu: all, shown: ['HeLa'], noResult: false });
  });
  it('lists only the matches of a search', () => {
    expect(recommendationView(all, ['HEK293'])).toEqual({ menu: ['HEK293'], shown: ['HEK293'], noResult: false });
  });
  it('lists no cell line at all when nothing matches ("zzzz")', () => {
    expect(recommendationView(all, [])).toEqual({ menu: [], shown: [], noResult: true });
  });
});
