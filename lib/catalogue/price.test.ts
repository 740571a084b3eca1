/** @jest-environment node */
import { CNY_PER_USD, cnyToUsd, parsePrice, roundHalfAwayFromZero, usdFromCny } from './price';

describe('cnyToUsd', () => {
  it('uses the fixed rate of 7.2', () => {
    expect(CNY_PER_USD).toBe(7.2);
    expect(cnyToUsd(7.2)).toBe(1);
    expect(cnyToUsd(72)).toBe(10);
  });

  it('rounds to 2 decimals', () => {
    expect(cnyToUsd(100)).toBe(13.89);
    expect(cnyToUsd(350)).toBe(48.61);
    expect(cnyToUsd(1)).toBe(0.14);
  });

  it('rounds exact halves up even when the division lands just below them', () => {
    // 1.98 / 7.2 = 0.275 exactly, but the float is 0.27499999999999997.
    expect(cnyToUsd(1.98)).toBe(0.28);
    expect(cnyToUsd(2.34)).toBe(0.33);
    expect(cnyToUsd(7.38)).toBe(1.03);
    expect(cnyToUsd(14.94)).toBe(2.08);
  });

  it('keeps zero as zero, never -0', () => {
    expect(Object.is(cnyToUsd(0), 0)).toBe(true);
    expect(Object.is(cnyToUsd(-0), 0)).toBe(true);
  });

  it('handles large amounts', () => {
    expect(cnyToUsd(7_200_000)).toBe(1_000_000);
    expect(cnyToUsd(123456789)).toBe(17146776.25);
  });

  it('passes NaN through', () => {
    expect(cnyToUsd(Number.NaN)).toBeNaN();
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(1.005)).toBe(1.01);
    expect(roundHalfAwayFromZero(-1.005)).toBe(-1.01);
    expect(roundHalfAwayFromZero(2.5, 0)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5, 0)).toBe(-3);
  });

  it('rounds below halves down', () => {
    expect(roundHalfAwayFromZero(1.0049)).toBe(1);
    expect(roundHalfAwayFromZero(-0.004)).toBe(0);
    expect(Object.is(roundHalfAwayFromZero(-0.004), 0)).toBe(true);
  });

  it('works for numbers written in exponent notation', () => {
    expect(roundHalfAwayFromZero(1e-7)).toBe(0);
    expect(roundHalfAwayFromZero(1.5e21, 2)).toBe(1.5e21);
    expect(roundHalfAwayFromZero(0.000125, 4)).toBe(0.0001);
    expect(roundHalfAwayFromZero(0.00015, 4)).toBe(0.0002);
  });

  it('leaves infinities alone', () => {
    expect(roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

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

describe('usdFromCny', () => {
  it('parses and converts', () => {
    expect(usdFromCny('100.00')).toBe(13.89);
    expect(usdFromCny(null)).toBeNull();
    expect(usdFromCny('n/a')).toBeNull();
  });
});
