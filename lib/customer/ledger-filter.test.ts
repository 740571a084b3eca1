import { ledgerHref, ledgerQuery, rangeIsBackwards } from './ledger-filter';

describe('the ledger filter URL', () => {
  test('keeps real days and known kinds only', () => {
    expect(ledgerQuery({ from: '2026-01-05', to: '2026-02-30', kind: 'payment', page: '2' })).toEqual({
      page: 2,
      kind: 'payment',
      from: '2026-01-05',
      to: undefined,
    });
    expect(ledgerQuery({ from: '05/01/2026', kind: 'refund' })).toEqual({ page: 1, kind: undefined, from: undefined, to: undefined });
  });
  test('a backwards range is caught before the API', () => {
    expect(rangeIsBackwards({ page: 1, from: '2026-02-01', to: '2026-01-01' })).toBe(true);
    expect(rangeIsBackwards({ page: 1, from: '2026-01-01', to: '2026-01-01' })).toBe(false);
    expect(rangeIsBackwards({ page: 1, from: '2026-01-01' })).toBe(false);
  });
  test('writes the filter back', () => {
    expect(ledgerHref('/receipts-payments', { page: 1 })).toBe('/receipts-payments');
    expect(ledgerHref('/receipts-payments', { page: 3, from: '2026-01-01', kind: 'invoice' })).toBe('/receipts-payments?from=2026-01-01&kind=invoice&page=3');
  });
});
