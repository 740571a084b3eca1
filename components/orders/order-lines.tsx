import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { MemberDiscount, OrderLine } from '@/contract/orders';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { antibodyCitation, citationMessage, citationValues } from '@/lib/evidence/antibody-citation';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { AlternativeGoods, DiscontinuedTag } from '@/components/goods/alternative-goods';
import { useMoney, useYuan } from '@/components/ui/money';
import { useMemberDiscountText } from './discount-text';
import { LineFigures } from './line-figures';
import styles from './orders.module.css';

/** Where a lot's certificate opens: the COA lookup (docs/product.md §2.7, §11.2). */
const certificateHref = (batch: string, itemno: string) => `/coa-reportsearch?${new URLSearchParams({ batch, itemno })}`;

/** "Cite this antibody: LabShop Cat# …, Lot# …" for a delivered antibody; one click selects the line to copy. */
function LotCitation({ itemno, rrid, lot }: { itemno: string; rrid: string | null; lot: string }) {
  const t = useTranslations('evidence');
  const tokens = antibodyCitation(itemno, rrid, lot);
  return (
    <p className={styles.cite}>
      <span>{t('citeAntibody')}</span>
      <span className={styles.citeLine}>{t(citationMessage(tokens), citationValues(tokens))}</span>
    </p>
  );
}

/**
 * The lines of an order with what the customer bought (snapshots), and for delivered lines their
 * lot, a link to its certificate and, given the order's id, the way to a return or refund
 * (docs/product.md §12.1). A line of an item no longer to be had keeps its snapshot, is marked
 * discontinued instead of linking to a page that is gone, and lists the `alternatives` given for
 * its goods id (docs/product.md §4). A delivered antibody's line says how to cite it with the lot
 * the customer received, the one thing the goods page cannot know (docs/product.md §2.6). Server markup.
 */
export function OrderLines({
  lines,
  orderId,
  alternatives,
  lineAction,
}: {
  lines: OrderLine[];
  orderId?: number;
  alternatives?: ReadonlyMap<number, readonly GoodsSummaryView[]>;
  /** What a line offers besides its figures (the pages' 'Buy again', docs/product.md §11.6); null for none. */
  lineAction?: (line: OrderLine) => ReactNode;
}) {
  const t = useTranslations('orders');
  const aftersales = useTranslations('aftersales');
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li
          key={line.id}
          className={styles.line}
          data-line-id={line.id}
          data-goods-id={line.goodsId ?? undefined}
          data-sku-id={line.skuId}
          data-gift={line.gift || undefined}
        >
          <div>
            <div className={styles.lineTitle}>
              {line.goodsId && !line.discontinued ? <LocaleLink href={goodsHref(line.goodsId)}>{line.title}</LocaleLink> : line.title}
              {line.discontinued ? (
                <>
                  {' '}
                  <DiscontinuedTag />
                </>
              ) : null}
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
                    <LocaleLink href={certificateHref(line.lotBatch, line.itemno)} className={text.inlineLink}>
                      {t('certificate')}
                    </LocaleLink>
                  </>
                ) : null}
                {orderId ? (
                  <>
                    {' · '}
                    <LocaleLink
                      href={`/return-refund?${new URLSearchParams({ orderId: String(orderId), lineId: String(line.id) })}`}
                      className={text.inlineLink}
                    >
                      {aftersales('returnRefund')}
                    </LocaleLink>
                  </>
                ) : null}
              </div>
            ) : null}
            {line.antibody && line.lotBatch ? <LotCitation itemno={line.itemno} rrid={line.antibody.rrid} lot={line.lotBatch} /> : null}
            {line.discontinued && line.goodsId ? <AlternativeGoods goods={alternatives?.get(line.goodsId) ?? []} id={`alternatives-${line.id}`} /> : null}
            {lineAction?.(line)}
          </div>
          <LineFigures line={line} />
        </li>
      ))}
    </ul>
  );
}

/** An order's or a settlement's figures, in the order the pricing rule takes them (docs/product.md §11.4). */
export interface OrderFigures {
  listAmount: number;
  promotionDiscount: number;
  goodsAmount: number;
  memberDiscount: MemberDiscount | null;
  /** The coupon's discount. */
  discount: number;
  totalAmount: number;
}

/**
 * List total and promotions (when any), subtotal, member discount, coupon and total; on English
 * pages also what is charged in yuan. Server markup or island alike.
 */
export function OrderTotals({ figures }: { figures: OrderFigures }) {
  const t = useTranslations('orders');
  const money = useMoney();
  const yuan = useYuan();
  const memberText = useMemberDiscountText();
  const chinese = useLocale() === 'zh';
  const { listAmount, promotionDiscount, goodsAmount, memberDiscount, discount, totalAmount } = figures;
  return (
    <dl className={styles.totals}>
      {promotionDiscount > 0 ? (
        <>
          <dt>{t('listAmount')}</dt>
          <dd>{money(listAmount)}</dd>
          <dt>{t('promotionDiscount')}</dt>
          <dd data-promotion-discount>−{money(promotionDiscount)}</dd>
        </>
      ) : null}
      <dt>{t('subtotal')}</dt>
      <dd data-subtotal>{money(goodsAmount)}</dd>
      {memberDiscount && memberDiscount.discount > 0 ? (
        <>
          <dt>{memberText(memberDiscount)}</dt>
          <dd data-member-discount>−{money(memberDiscount.discount)}</dd>
        </>
      ) : null}
      {discount > 0 ? (
        <>
          <dt>{t('couponDiscount')}</dt>
          <dd data-coupon-discount>−{money(discount)}</dd>
        </>
      ) : null}
      <dt className={styles.grand}>{t('total')}</dt>
      <dd className={styles.grand} data-total>
        {money(totalAmount)}
      </dd>
      {chinese ? null : <dd className={styles.charged}>{t('chargedInCny', { amount: yuan(totalAmount) })}</dd>}
    </dl>
  );
}
