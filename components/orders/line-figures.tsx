import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/money';
import type { LineDiscount } from '@/contract/orders';
import { useDiscountText } from './discount-text';
import styles from './orders.module.css';

interface PricedLine {
  listPrice: number;
  unitPrice: number;
  quantity: number;
  amount: number;
  discounts: readonly LineDiscount[];
  /** A zero-price gift line (ruleType 4000). */
  gift?: boolean;
}

/**
 * What a settled or ordered line costs (docs/product.md §11.4): the net unit price beside the
 * struck list price, times the quantity, each saving named with what it took, and the amount.
 * Server markup.
 */
export function LineFigures({ line }: { line: PricedLine }) {
  const t = useTranslations('orders');
  const money = useMoney();
  const discountText = useDiscountText();
  if (line.gift) {
    return (
      <div className={styles.lineFigures}>
        <div>
          {t('giftLine')} × {line.quantity}
        </div>
        <div className={styles.lineTitle}>{money(0)}</div>
      </div>
    );
  }
  return (
    <div className={styles.lineFigures}>
      <div>
        <span data-unit-price>{money(line.unitPrice)}</span> × {line.quantity}
        {line.unitPrice < line.listPrice ? (
          <>
            {' '}
            <del className={styles.listPrice}>{t('unitListPrice', { amount: money(line.listPrice) })}</del>
          </>
        ) : null}
      </div>
      {line.discounts.length ? (
        <ul className={styles.discounts}>
          {line.discounts.map((discount) => (
            <li key={`${discount.kind}:${discount.ruleId}`}>
              {discountText(discount)}: −{money(discount.saved)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.lineTitle} data-line-amount>
        {money(line.amount)}
      </div>
    </div>
  );
}
