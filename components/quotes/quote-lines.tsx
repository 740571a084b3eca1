import { useTranslations } from 'next-intl';
import { LineFigures } from '@/components/orders/line-figures';
import styles from '@/components/orders/orders.module.css';
import text from '@/components/ui/text.module.css';
import { useMoney } from '@/components/ui/money';
import type { Quote } from '@/contract/quotes';

type QuoteLine = Quote['lines'][number];

/** "Lead time 3–5 days", "Lead time 3 days", or nothing when the goods name none. */
function LeadTime({ line }: { line: QuoteLine }) {
  const t = useTranslations('quotes');
  const { leadTimeMinDays: min, leadTimeMaxDays: max } = line;
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return <>{t('leadTimeDays', { days: min ?? max ?? 0 })}</>;
  return <>{t('leadTime', { min, max })}</>;
}

/**
 * The quoted lines (docs/product.md §11.5): goods and specification as quoted, the quoted unit net
 * price beside the struck list price, quantity, amount and lead time; a line whose goods can no
 * longer be ordered says so. Then the total, in the page's display currency. Server markup.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  const t = useTranslations('quotes');
  const money = useMoney();
  return (
    <>
      <ul className={styles.lines}>
        {quote.lines.map((line) => (
          <li
            key={`${line.goodsId}:${line.skuId}`}
            className={styles.line}
            data-goods-id={line.goodsId}
            data-sku-id={line.skuId}
            data-obtainable={line.obtainable}
          >
            <div>
              <div className={styles.lineTitle}>
                {line.title}
                {line.obtainable ? null : <span className={text.error}> {t('offShelf')}</span>}
              </div>
              <div className={text.secondary}>
                {t('catNo', { itemno: line.itemno })} · {line.skuDesc}
              </div>
              <div className={text.secondary}>
                <LeadTime line={line} />
              </div>
            </div>
            <LineFigures line={{ ...line, discounts: [] }} />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt className={styles.grand}>{t('total')}</dt>
        <dd className={styles.grand} data-quote-total>
          {money(quote.totalAmount)}
        </dd>
      </dl>
      <p className={text.secondary}>{t('pricesNote')}</p>
    </>
  );
}
