import { useFormatter, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/catalogue/dates';
import { cnyToUsd } from '@/lib/catalogue/price';
import { promotionDisplay, RULE_TYPE, type PromotionDisplay, type PromotionRuleInput } from '@/lib/catalogue/promotion';
import { PromotionCountdown } from './promotion-countdown';
import styles from './sku-promotions.module.css';

interface ShownPromotion {
  display: PromotionDisplay;
  /** A limited-time rule may carry a discountRate: the discount it grants while it lasts. */
  discount: PromotionDisplay | null;
}

/**
 * Nothing this server markup shows depends on the time: a limited-time rule shows only its
 * validEnd, and its island (PromotionCountdown) reads the browser's clock. So no clock is read
 * here (a cached page would freeze it, and render stays pure); any instant gives the same parts.
 */
const TIME_FREE = 0;

function shownPromotions(rules: readonly PromotionRuleInput[]): ShownPromotion[] {
  const now = TIME_FREE;
  return rules.flatMap((rule) => {
    const display = promotionDisplay(rule, now);
    if (display === null) return [];
    const discount = display.kind === 'limitedTime' ? promotionDisplay({ ruleType: RULE_TYPE.DISCOUNT, discountRate: rule.discountRate }, now) : null;
    return [{ display, discount }];
  });
}

/** The promotions of one SKU (docs/product.md §4 ruleType 1000–4000); rule amounts are CNY, shown in USD. */
export function SkuPromotions({ rules }: { rules: readonly PromotionRuleInput[] }) {
  const t = useTranslations();
  const format = useFormatter();
  const usd = (cny: number) => format.number(cnyToUsd(cny), { style: 'currency', currency: 'USD' });
  const shown = shownPromotions(rules);
  if (shown.length === 0) return null;

  const text = (display: PromotionDisplay) => {
    switch (display.kind) {
      case 'limitedTime':
        return <PromotionCountdown validEnd={display.validEnd.toISOString()} until={formatDate(display.validEnd, 'yyyy-mm-dd hh:MM')} />;
      case 'discount':
        return t(display.messageKey, { folds: display.folds, percentOff: display.percentOff });
      case 'spendReduce':
        return t(display.messageKey, {
          threshold: usd(display.threshold),
          value: display.mode === 'amount' ? usd(display.value) : display.value,
          folds: display.folds ?? '',
          percentOff: display.percentOff ?? '',
        });
      case 'gift':
        return t(display.messageKey, { count: display.count ?? '' });
    }
  };

  return (
    <div className={styles.promotions}>
      {shown.map(({ display, discount }, index) => (
        <span key={`${display.kind}:${index}`} className={styles.promotion}>
          {discount ? <>{text(discount)} · </> : null}
          {text(display)}
        </span>
      ))}
    </div>
  );
}
