/** @jest-environment node */
import { alignToGroups, rowWindow, spanWithin } from './virtual-window';

const base = { rowHeight: 50, viewportHeight: 500, overscan: 5, rowCount: 1000 };

describe('rowWindow', () => {
  it('renders the viewport plus the overscan at the top of the table', () => {
    expect(rowWindow({ ...base, scrollTop: 0 })).toEqual({ start: 0, end: 15, before: 0, after: 985 * 50 });
  });

  it('treats a table still below the viewport top as scrolled to its start', () => {
    expect(rowWindow({ ...base, scrollTop: -300 })).toEqual({ start: 0, end: 9, before: 0, after: 991 * 50 });
  });

  it('moves with the scroll position and keeps spacer heights for the rows left out', () => {
    const window = rowWindow({ ...base, scrollTop: 10_000 });
    expect(window).toEqual({ start: 195, end: 215, before: 195 * 50, after: 785 * 50 });
    expect(window.before + (window.end - window.start) * 50 + window.after).toBe(1000 * 50);
  });

  it('stops at the last row', () => {
    expect(rowWindow({ ...base, scrollTop: 49_800 })).toEqual({ start: 991, end: 1000, before: 991 * 50, after: 0 });
    expect(rowWindow({ ...base, scrollTop: 99_999 })).toEqual({ start: 1000, end: 1000, before: 1000 * 50, after: 0 });
  });

  it('renders everything when the table is shorter than the viewport', () => {
    expect(rowWindow({ ...base, rowCount: 4, scrollTop: 0 })).toEqual({ start: 0, end: 4, before: 0, after: 0 });
  });

  it('renders nothing for an empty table', () => {
    expect(rowWindow({ ...base, rowCount: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});

describe('alignToGroups', () => {
  it('moves the start back to the first row of a bound group it cuts', () => {
    const spans = [1, 3, 0, 0, 1, 1];
    expect(alignToGroups({ start: 3, end: 6, before: 150, after: 0 }, spans, 50)).toEqual({ start: 1, end: 6, before: 50, after: 0 });
    expect(alignToGroups({ start: 4, end: 6, before: 200, after: 0 }, spans, 50)).toEqual({ start: 4, end: 6, before: 200, after: 0 });
  });
});

describe('spanWithin', () => {
  it('cuts a merged cell at the window end', () => {
    expect(spanWithin(3, 8, 10)).toBe(2);
    expect(spanWithin(3, 2, 10)).toBe(3);
    expect(spanWithin(1, 9, 10)).toBe(1);
  });
});
