import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { OrderLine } from '@/contract/orders';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { useMoney } from './use-money';
import styles from './orders.module.css';

/** Where a lot's certificate opens: the COA lookup (docs/product.md §2.7, §11.2). */
const certificateHref = (batch: string, itemno: string) => `/coa-reportsearch?${new URLSearchParams({ batch, itemno })}`;

/**
 * The lines of an order with what the customer bought (snapshots), and for delivered lines their
 * lot, a link to its certificate and, given the order's id, the way to a return or refund
 * (docs/product.md §12.1). Server markup.
 */
export function OrderLines({ lines, orderId }: { lines: OrderLine[]; orderId?: number }) {
  const t = useTranslations('orders');
  const aftersales = useTranslations('aftersales');
  const money = useMoney();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line} data-line-id={line.id}>
          <div>
            <div className={styles.lineTitle}>
              {line.goodsId ? <LocaleLink href={goodsHref(line.goodsId)}>{line.title}</LocaleLink> : line.title}
            </div>
            <div className={text.secondary}>
              {t('catNo', { itemno: line.itemno })} · {line.skuDesc}
            </div>
            {line.deliveredQuantity > 0 ? (
              <div>
                {t('delivered', { done: line.deliveredQuantity, count: line.quantity })}
                {line.lotBatch ? (
                  <>
                    {' · '}
                    {t('lot', { batch: line.lotBatch })}
                    {' · '}
                    <LocaleLink href={certificateHref(line.lotBatch, line.itemno)}>{t('certificate')}</LocaleLink>
                  </>
                ) : null}
                {orderId ? (
                  <>
                    {' · '}
                    <LocaleLink href={`/return-refund?${new URLSearchParams({ orderId: String(orderId), lineId: String(line.id) })}`}>{aftersales('returnRefund')}</LocaleLink>
                  </>
                ) : null}
              </div>
            ) : null}
          </div>
          <div className={styles.lineFigures}>
            <div>
              {money(line.unitPrice)} × {line.quantity}
            </div>
            <div className={styles.lineTitle}>{money(line.amount)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Goods, discount and total of an order or a settlement. Server markup. */
export function OrderTotals({ goodsAmount, discount, totalAmount }: { goodsAmount: number; discount: number; totalAmount: number }) {
  const t = useTranslations('orders');
  const money = useMoney();
  return (
    <dl className={styles.totals}>
      <dt>{t('goodsAmount')}</dt>
      <dd>{money(goodsAmount)}</dd>
      {discount > 0 ? (
        <>
          <dt>{t('discount')}</dt>
          <dd>−{money(discount)}</dd>
        </>
      ) : null}
      <dt className={styles.grand}>{t('total')}</dt>
      <dd className={styles.grand} data-total>
        {money(totalAmount)}
      </dd>
    </dl>
  );
}
