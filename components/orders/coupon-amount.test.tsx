import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { Coupon } from '@/contract/orders';
import { CouponTerms } from './coupon-amount';

type Numbers = Pick<Coupon, 'kind' | 'amountOff' | 'percentOff' | 'threshold'>;

function termsOf(coupon: Numbers, locale: 'en' | 'zh'): string {
  const { container, unmount } = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Shanghai">
      <CouponTerms coupon={coupon} />
    </NextIntlClientProvider>,
  );
  const said = container.textContent ?? '';
  unmount();
  return said;
}

const restock: Numbers = { kind: 'amount', amountOff: 50, percentOff: null, threshold: 500 };
const welcome: Numbers = { kind: 'amount', amountOff: 20, percentOff: null, threshold: 0 };
const antibody: Numbers = { kind: 'percent', amountOff: null, percentOff: 10, threshold: 0 };
const bulk: Numbers = { kind: 'percent', amountOff: null, percentOff: 15, threshold: 1000 };

describe('a coupon said by its numbers', () => {
  it('is in dollars on an English page', () => {
    expect(termsOf(restock, 'en')).toBe('$6.94 off orders over $69.44');
    expect(termsOf(welcome, 'en')).toBe('$2.78 off any order');
    expect(termsOf(antibody, 'en')).toBe('10% off any order');
    expect(termsOf(bulk, 'en')).toBe('15% off orders over $138.89');
  });

  it('is in yuan on a Chinese page, a percentage as the tenths still paid', () => {
    expect(termsOf(restock, 'zh')).toBe('满¥500.00减¥50.00');
    expect(termsOf(welcome, 'zh')).toBe('无门槛减¥20.00');
    expect(termsOf(antibody, 'zh')).toBe('无门槛打9折');
    expect(termsOf(bulk, 'zh')).toBe('满¥1,000.00打8.5折');
  });

  it('never shows the other currency', () => {
    for (const coupon of [restock, welcome, antibody, bulk]) {
      expect(termsOf(coupon, 'en')).not.toMatch(/¥|CNY|yuan/);
      expect(termsOf(coupon, 'zh')).not.toMatch(/\$|USD/);
    }
  });
});
