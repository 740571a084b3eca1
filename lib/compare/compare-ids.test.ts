import { compareHref, readCompareIds, toCompareIds, withCompared, withoutCompared } from './compare-ids';

describe('readCompareIds', () => {
  it('reads a comma list in its order, repeats once', () => {
    expect(readCompareIds('12,34, 12 ,56')).toEqual({ ids: [12, 34, 56], problem: null });
    expect(readCompareIds(['12', '34'])).toEqual({ ids: [12, 34], problem: null });
  });

  it('reads nothing as an empty list', () => {
    expect(readCompareIds(undefined)).toEqual({ ids: [], problem: null });
    expect(readCompareIds('')).toEqual({ ids: [], problem: null });
    expect(readCompareIds(',,')).toEqual({ ids: [], problem: null });
  });

  it('keeps the first four of more than four', () => {
    expect(readCompareIds('1,2,3,4,5')).toEqual({ ids: [1, 2, 3, 4], problem: 'tooMany' });
    expect(readCompareIds('1,2,3,4,4,4')).toEqual({ ids: [1, 2, 3, 4], problem: null });
  });

  it.each(['a,b', '12,x', '-1', '0', '1.5', '12;34', '1234567890123456', '12 34'])('refuses %p as malformed', (raw) => {
    expect(readCompareIds(raw)).toEqual({ ids: [], problem: 'malformed' });
  });
});

describe('compareHref', () => {
  it('names the goods, or the bare page', () => {
    expect(compareHref([12, 34])).toBe('/compare?ids=12,34');
    expect(compareHref([])).toBe('/compare');
  });
});

describe('withCompared and withoutCompared', () => {
  it('adds last, once', () => {
    expect(withCompared([1], 2)).toEqual({ ids: [1, 2], refused: false });
    expect(withCompared([1, 2], 1)).toEqual({ ids: [1, 2], refused: false });
  });

  it('refuses a fifth', () => {
    expect(withCompared([1, 2, 3, 4], 5)).toEqual({ ids: [1, 2, 3, 4], refused: true });
    expect(withCompared([1, 2, 3, 4], 4)).toEqual({ ids: [1, 2, 3, 4], refused: false });
  });

  it('removes', () => {
    expect(withoutCompared([1, 2, 3], 2)).toEqual([1, 3]);
    expect(withoutCompared([1], 9)).toEqual([1]);
  });
});

describe('toCompareIds', () => {
  it('keeps goods ids only, once, at most four', () => {
    expect(toCompareIds([3, '4', 3, -1, 0, 1.5, null, 7, 8, 9, 10])).toEqual([3, 7, 8, 9]);
  });
});
