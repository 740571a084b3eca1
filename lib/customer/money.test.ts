import { shownAmount } from './money';

describe('shownAmount', () => {
  test('the English shop shows USD at 7.2, rounded to cents', () => {
    expect(shownAmount(100, 'en')).toEqual({ value: 13.89, currency: 'USD' });
    expect(shownAmount(2960, 'en')).toEqual({ value: 411.11, currency: 'USD' });
  });
  test('a debt keeps its sign, rounded like a credit', () => {
    expect(shownAmount(-100, 'en')).toEqual({ value: -13.89, currency: 'USD' });
    expect(shownAmount(-0.01, 'en')).toEqual({ value: 0, currency: 'USD' });
  });
  test('the Chinese shop shows the yuan', () => {
    expect(shownAmount(8650.5, 'zh')).toEqual({ value: 8650.5, currency: 'CNY' });
  });
});
