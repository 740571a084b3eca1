import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/money';
import type { Coupon } from '@/contract/orders';

type CouponNumbers = Pick<Coupon, 'kind' | 'amountOff' | 'percentOff' | 'threshold'>;

/**
 * A coupon's terms said from its numbers, in the page's currency (docs/product.md §9, §11.3):
 * '$6.94 off orders over $69.44', '10% off any order', '满¥500.00减¥50.00', '无门槛打9折'. A
 * coupon's title is only its name: amounts written into it would show yuan on an English page.
 * Server markup or islands.
 */
export function CouponTerms({ coupon }: { coupon: CouponNumbers }) {
  const t = useTranslations('orders.couponTerms');
  const money = useMoney();
  const threshold = money(coupon.threshold);
  if (coupon.kind === 'amount') {
    const amount = money(coupon.amountOff ?? 0);
    return <>{coupon.threshold > 0 ? t('amount', { amount, threshold }) : t('amountAny', { amount })}</>;
  }
  const percent = coupon.percentOff ?? 0;
  // Chinese says a percentage off as the tenths still paid: 10% off is 打9折.
  const fold = (100 - percent) / 10;
  return <>{coupon.threshold > 0 ? t('percent', { percent, fold, threshold }) : t('percentAny', { percent, fold })}</>;
}
