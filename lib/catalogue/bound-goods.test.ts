/** @jest-environment node */
import { bindKey, groupBoundGoods, mergeBoundCells } from './bound-goods';

describe('bindKey', () => {
  it('treats null, blank and 0 as unbound and numbers like strings', () => {
    expect(bindKey(null)).toBeNull();
    expect(bindKey(undefined)).toBeNull();
    expect(bindKey('  ')).toBeNull();
    expect(bindKey(0)).toBeNull();
    expect(bindKey('0')).toBeNull();
    expect(bindKey(12)).toBe('12');
    expect(bindKey(' 12 ')).toBe('12');
  });
});

describe('mergeBoundCells', () => {
  it('gives the first row of a run its length and the rest 0', () => {
    expect(mergeBoundCells([{ bindId: 'a' }, { bindId: 'a' }, { bindId: 'a' }, { bindId: null }, { bindId: 'b' }, { bindId: 'b' }])).toEqual([
      3, 0, 0, 1, 2, 0,
    ]);
  });

  it('gives unbound rows 1, even when adjacent', () => {
    expect(mergeBoundCells([{ bindId: null }, {}, { bindId: '' }, { bindId: 0 }])).toEqual([1, 1, 1, 1]);
  });

  it('gives a lone bound row 1', () => {
    expect(mergeBoundCells([{ bindId: 'a' }, { bindId: 'b' }])).toEqual([1, 1]);
  });

  it('starts a new run when members are not adjacent', () => {
    expect(mergeBoundCells([{ bindId: 'a' }, { bindId: 'a' }, { bindId: 'b' }, { bindId: 'a' }])).toEqual([2, 0, 1, 1]);
  });

  it('matches numeric and string ids', () => {
    expect(mergeBoundCells([{ bindId: 7 }, { bindId: '7' }])).toEqual([2, 0]);
  });

  it('handles an empty table', () => {
    expect(mergeBoundCells([])).toEqual([]);
  });
});

describe('groupBoundGoods', () => {
  it('moves group members to the first member, keeping everything else in order', () => {
    const items = [
      { id: 1, bindId: 'a' },
      { id: 2, bindId: null },
      { id: 3, bindId: 'b' },
      { id: 4, bindId: 'a' },
      { id: 5, bindId: null },
      { id: 6, bindId: 'b' },
      { id: 7, bindId: 'a' },
    ];
    expect(groupBoundGoods(items).map((item) => item.id)).toEqual([1, 4, 7, 2, 3, 6, 5]);
  });

  it('does not group unbound items and does not change its input', () => {
    const items = [{ id: 1 }, { id: 2, bindId: 0 }, { id: 3 }];
    expect(groupBoundGoods(items).map((item) => item.id)).toEqual([1, 2, 3]);
    const bound = [{ id: 1, bindId: 'x' }, { id: 2 }, { id: 3, bindId: 'x' }];
    groupBoundGoods(bound);
    expect(bound.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('produces rows mergeBoundCells merges fully', () => {
    const grouped = groupBoundGoods([{ bindId: 'a' }, { bindId: null }, { bindId: 'a' }]);
    expect(mergeBoundCells(grouped)).toEqual([2, 0, 1]);
  });
});
