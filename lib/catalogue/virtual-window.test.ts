/** @jest-environment node */
import { groupAlignedRows, spanWithin } from './virtual-window';

const range = (startIndex: number, endIndex: number, overscan = 0, count = 6) => ({ startIndex, endIndex, overscan, count });

describe('groupAlignedRows', () => {
  const spans = [1, 3, 0, 0, 1, 1];

  it('moves the start back to the first row of a bound group it cuts', () => {
    expect(groupAlignedRows(range(3, 5), spans)).toEqual([1, 2, 3, 4, 5]);
    expect(groupAlignedRows(range(2, 5), spans)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves a window that starts on a group or single row as the virtualizer chose it, overscan included', () => {
    expect(groupAlignedRows(range(4, 5), spans)).toEqual([4, 5]);
    expect(groupAlignedRows(range(5, 5, 1), spans)).toEqual([4, 5]);
    expect(groupAlignedRows(range(0, 1), spans)).toEqual([0, 1]);
  });
});

describe('spanWithin', () => {
  it('cuts a merged cell at the window end', () => {
    expect(spanWithin(3, 8, 10)).toBe(2);
    expect(spanWithin(3, 2, 10)).toBe(3);
    expect(spanWithin(1, 9, 10)).toBe(1);
  });
});
