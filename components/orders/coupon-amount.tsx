import { useTranslations } from 'next-intl';
import type { Coupon } from '@/contract/orders';
import { useMoney } from '@/components/ui/money';

/** What a coupon takes off ('¥50 off', '10% off'), or with `threshold` the subtotal it needs. Server markup or islands. */
export function CouponAmount({ coupon, threshold = false }: { coupon: Pick<Coupon, 'kind' | 'amountOff' | 'percentOff' | 'threshold'>; threshold?: boolean }) {
  const t = useTranslations('orders');
  const money = useMoney();
  if (threshold) return <>{t('threshold', { amount: money(coupon.threshold) })}</>;
  return <>{coupon.kind === 'amount' ? t('amountOff', { amount: money(coupon.amountOff ?? 0) }) : t('percentOff', { percent: coupon.percentOff ?? 0 })}</>;
}
