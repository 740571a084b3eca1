/** @jest-environment node */
import { parsePrice } from './price';

describe('parsePrice', () => {
  it('reads numbers and numeric strings', () => {
    expect(parsePrice(350)).toBe(350);
    expect(parsePrice('350.00')).toBe(350);
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('1,280.50')).toBe(1280.5);
  });

  it('rejects missing, malformed, negative and non-finite values', () => {
    for (const value of [null, undefined, '', '  ', 'abc', '12abc', '1,28', '1.2.3', '-5', -5, Number.NaN, Number.POSITIVE_INFINITY, '1e400', {}, [], true]) {
      expect(parsePrice(value)).toBeNull();
    }
  });
});
