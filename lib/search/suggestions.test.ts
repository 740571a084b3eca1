/** @jest-environment node */
import { createLatestOnly, suggestionTerms } from './suggestions';

describe('createLatestOnly', () => {
  it('aborts the previous request when a new one begins', () => {
    const latest = createLatestOnly();
    const first = latest.begin('he');
    const second = latest.begin('hel');
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
  });

  it('accepts only the latest answer, and only while the box holds its term', () => {
    const latest = createLatestOnly();
    const first = latest.begin('he');
    const second = latest.begin(' hel ');
    expect(first.isCurrent('he')).toBe(false);
    expect(second.isCurrent('hel')).toBe(true);
    expect(second.isCurrent('hel  ')).toBe(true);
    expect(second.isCurrent('hela')).toBe(false);
  });

  it('drops everything after cancel', () => {
    const latest = createLatestOnly();
    const request = latest.begin('hela');
    latest.cancel();
    expect(request.signal.aborted).toBe(true);
    expect(request.isCurrent('hela')).toBe(false);
  });

  it('drops a late answer even when its controller was not aborted', () => {
    const stubborn = { signal: new AbortController().signal, abort: () => undefined } as AbortController;
    const latest = createLatestOnly(() => stubborn);
    const first = latest.begin('a');
    latest.begin('a');
    expect(first.isCurrent('a')).toBe(false);
  });
});

describe('suggestionTerms', () => {
  it('keeps non-blank terms once each, at most 10', () => {
    const list = [
      { searchTerms: ' HeLa ' },
      { searchTerms: 'hela' },
      { searchTerms: '' },
      { searchTerms: 3 },
      {},
      ...Array.from({ length: 20 }, (_, i) => ({ searchTerms: `t${i}` })),
    ];
    const terms = suggestionTerms(list);
    expect(terms).toHaveLength(10);
    expect(terms.slice(0, 2)).toEqual(['HeLa', 't0']);
  });
});
