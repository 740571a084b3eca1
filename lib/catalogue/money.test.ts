/** @jest-environment node */
import { currencyOf, shownAmount } from './money';

describe('one currency per language', () => {
  test('English pages show USD at 7.2, rounded to cents', () => {
    expect(currencyOf('en')).toBe('USD');
    expect(shownAmount(100, 'en')).toEqual({ value: 13.89, currency: 'USD' });
    expect(shownAmount(2960, 'en')).toEqual({ value: 411.11, currency: 'USD' });
    expect(shownAmount(4100, 'en')).toEqual({ value: 569.44, currency: 'USD' });
  });

  test('a debt keeps its sign, rounded like a credit, and zero is never negative', () => {
    expect(shownAmount(-100, 'en')).toEqual({ value: -13.89, currency: 'USD' });
    expect(Object.is(shownAmount(-0.01, 'en').value, 0)).toBe(true);
    expect(Object.is(shownAmount(-0, 'zh').value, 0)).toBe(true);
  });

  test('Chinese pages show the yuan, to the fen', () => {
    expect(currencyOf('zh')).toBe('CNY');
    expect(shownAmount(8650.5, 'zh')).toEqual({ value: 8650.5, currency: 'CNY' });
    expect(shownAmount(19.999, 'zh')).toEqual({ value: 20, currency: 'CNY' });
  });
});
