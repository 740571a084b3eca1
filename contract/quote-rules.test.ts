import { quoteState, quoteTotalFen, quotedUnitFen, validUntilProblem } from './quote-rules';

const now = new Date('2026-05-01T12:00:00Z');

describe('quoteState', () => {
  it('is sent until validUntil, then expired (exclusive end)', () => {
    expect(quoteState('sent', '2026-05-01T12:00:01Z', now)).toBe('sent');
    expect(quoteState('sent', '2026-05-01T12:00:00Z', now)).toBe('expired');
    expect(quoteState('sent', new Date('2026-04-30T00:00:00Z'), now)).toBe('expired');
  });
  it('keeps an accepted or declined quote as it is, past its validity too', () => {
    expect(quoteState('accepted', '2026-04-01T00:00:00Z', now)).toBe('accepted');
    expect(quoteState('declined', '2026-04-01T00:00:00Z', now)).toBe('declined');
  });
});

describe('validUntilProblem', () => {
  it('needs a future date within a year', () => {
    expect(validUntilProblem(new Date('2026-05-08T00:00:00Z'), now)).toBeNull();
    expect(validUntilProblem(now, now)).toBe('must be in the future');
    expect(validUntilProblem(new Date('2026-04-01T00:00:00Z'), now)).toBe('must be in the future');
    expect(validUntilProblem(new Date('2027-06-01T00:00:00Z'), now)).toBe('must be within 366 days');
    expect(validUntilProblem(new Date('nonsense'), now)).toBe('must be a date and time');
  });
});

describe('quotedUnitFen', () => {
  const rule = { listFen: 10_000, netFen: 8_800 };
  it("takes the pricing rule's net price by default", () => {
    expect(quotedUnitFen(rule, undefined)).toEqual({ unitFen: 8_800, problem: null });
  });
  it("takes the sales team's price, to the fen", () => {
    expect(quotedUnitFen(rule, 75.5)).toEqual({ unitFen: 7_550, problem: null });
    expect(quotedUnitFen(rule, 100)).toEqual({ unitFen: 10_000, problem: null });
  });
  it('refuses nothing, a negative price and one above the list price', () => {
    expect(quotedUnitFen(rule, 0).problem).toBe('must be a price above 0');
    expect(quotedUnitFen(rule, -1).problem).toBe('must be a price above 0');
    expect(quotedUnitFen(rule, 100.01).problem).toBe('must not exceed the list price 100.00 CNY');
  });
});

describe('quoteTotalFen', () => {
  it('adds unit × quantity', () => {
    expect(quoteTotalFen([])).toBe(0);
    expect(
      quoteTotalFen([
        { unitFen: 8_800, quantity: 2 },
        { unitFen: 1_999, quantity: 3 },
      ]),
    ).toBe(23_597);
  });
});
