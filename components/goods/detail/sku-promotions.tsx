import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/catalogue/dates';
import { promotionTermsOf, type PromotionTerms } from '@/lib/catalogue/promotion';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { useMoney } from '@/components/ui/money';
import { LocaleLink } from '@/components/ui/locale-link';
import type { PriceRule } from '@/contract/pricing';
import { PromotionCountdown } from './promotion-countdown';
import styles from './sku-promotions.module.css';

/**
 * The promotions of one SKU (docs/product.md §4, §11.4), each said as settlement applies it: the
 * discount, the spend-and-reduce threshold and saving in the page's currency, the gift named and
 * linked, the countdown of a limited time. Nothing here reads a clock: the countdown island does.
 */
export function SkuPromotions({ rules }: { rules: readonly PriceRule[] }) {
  const t = useTranslations('promotion');
  const money = useMoney();
  const terms = promotionTermsOf(rules);
  if (terms.length === 0) return null;

  const rate = (rate: { percentOff: number; folds: number }) => t('discount', { percentOff: rate.percentOff, folds: rate.folds });
  const text = (term: PromotionTerms) => {
    switch (term.kind) {
      case 'limitedTime':
        return (
          <>
            {term.rate ? <>{rate(term.rate)} · </> : null}
            <PromotionCountdown validEnd={term.validEnd} until={formatDateTime(term.validEnd)} />
          </>
        );
      case 'discount':
        return rate(term.rate);
      case 'spendReduceAmount':
        return t('spendReduceAmount', { threshold: money(term.thresholdCny), value: money(term.amountOffCny) });
      case 'spendReduceDiscount':
        return t('spendReduceDiscount', { threshold: money(term.thresholdCny), percentOff: term.rate.percentOff, folds: term.rate.folds });
      case 'giftSame':
        return t('giftSame', { buy: term.buy, get: term.get });
      case 'giftGoods':
        return (
          <>
            {t('giftGoods', { buy: term.buy })}{' '}
            {term.gifts.map((gift, index) => (
              <span key={`${gift.goodsId}:${gift.skuId}`}>
                {index > 0 ? t('giftSeparator') : null}
                <LocaleLink href={goodsHref(gift.goodsId)}>
                  {gift.skuDesc ? t('giftName', { title: gift.title ?? '', size: gift.skuDesc }) : gift.title}
                </LocaleLink>
                {t('giftCount', { count: gift.num })}
              </span>
            ))}
          </>
        );
    }
  };

  return (
    <ul className={styles.promotions}>
      {terms.map((term, index) => (
        <li key={`${term.kind}:${index}`} className={styles.promotion}>
          {text(term)}
        </li>
      ))}
    </ul>
  );
}
