import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import type { SettlementLine } from '@/contract/orders';
import { useMoney } from './use-money';
import styles from './orders.module.css';

/** The lines being settled, at today's prices. Server markup. */
export function SettlementLines({ lines }: { lines: SettlementLine[] }) {
  const t = useTranslations('orders');
  const money = useMoney();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={`${line.id}:${line.skuId}`} className={styles.line} data-goods-id={line.id}>
          <div>
            <div className={styles.lineTitle}>
              <LocaleLink href={`/goods/${line.id}`}>{line.title}</LocaleLink>
            </div>
            <div className={text.secondary}>
              {t('catNo', { itemno: line.itemno })} · {line.skuDesc}
            </div>
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
