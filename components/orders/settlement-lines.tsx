import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { GiftLine, SettlementLine } from '@/contract/orders';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { LineFigures } from './line-figures';
import styles from './orders.module.css';

/** The lines being settled, priced now by the pricing rule, and the gifts they earn. Server markup. */
export function SettlementLines({ lines, gifts }: { lines: SettlementLine[]; gifts: GiftLine[] }) {
  const t = useTranslations('orders');
  const titleOf = (goodsId: number) => lines.find((line) => line.id === goodsId)?.title ?? '';
  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.id}:${line.skuId}`} className={styles.line} data-goods-id={line.id} data-sku-id={line.skuId}>
            <div>
              <div className={styles.lineTitle}>
                <LocaleLink href={goodsHref(line.id)}>{line.title}</LocaleLink>
              </div>
              <div className={text.secondary}>
                {t('catNo', { itemno: line.itemno })} · {line.skuDesc}
              </div>
            </div>
            <LineFigures line={line} />
          </li>
        ))}
      </ul>
      {gifts.length ? (
        <>
          <h3 className={styles.sectionHeading}>{t('gifts')}</h3>
          <ul className={styles.lines}>
            {gifts.map((gift, index) => (
              <li key={`${gift.goodsId}:${gift.skuId}:${index}`} className={styles.line} data-gift-goods-id={gift.goodsId}>
                <div>
                  <div className={styles.lineTitle}>
                    <LocaleLink href={goodsHref(gift.goodsId)}>{gift.title}</LocaleLink>
                  </div>
                  <div className={text.secondary}>
                    {t('catNo', { itemno: gift.itemno })} · {gift.skuDesc} · {t('giftWith', { title: titleOf(gift.forGoodsId) })}
                  </div>
                </div>
                <LineFigures line={{ listPrice: 0, unitPrice: 0, quantity: gift.quantity, amount: 0, discounts: [], gift: true }} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
