import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/catalogue/dates';
import { useMoney } from '@/components/ui/money';
import type { LineDiscount, MemberDiscount } from '@/contract/orders';

/**
 * The name of a saving an order line took (docs/product.md §11.4), in the words the goods page
 * used for the rule: '12% off', 'Limited time: 15% off until 2026-12-01 08:00', 'Spend $208.33,
 * save $20.83'. Server markup or island alike.
 */
export function useDiscountText(): (discount: LineDiscount) => string {
  const t = useTranslations('promotion');
  const money = useMoney();
  return (discount) => {
    const rate =
      discount.percentOff === null ? '' : t('discount', { percentOff: discount.percentOff, folds: Math.round((100 - discount.percentOff) * 10) / 100 });
    switch (discount.kind) {
      case 'limitedTime':
        return t('limitedTime', { rate, until: discount.validEnd ? formatDateTime(discount.validEnd) : '' });
      case 'discount':
        return rate;
      case 'spendReduce':
        return discount.amountOff !== null
          ? t('spendReduceAmount', { threshold: money(discount.threshold ?? 0), value: money(discount.amountOff) })
          : t('spendReduceDiscount', {
              threshold: money(discount.threshold ?? 0),
              percentOff: discount.percentOff ?? 0,
              folds: Math.round((100 - (discount.percentOff ?? 0)) * 10) / 100,
            });
    }
  };
}

/** 'Silver member discount (2%)'. */
export function useMemberDiscountText(): (member: MemberDiscount) => string {
  const t = useTranslations('orders');
  const levels = useTranslations('userLevel.levels');
  return (member) => t('memberDiscount', { level: levels(member.level), percent: member.percentOff });
}
