import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import { Money } from '@/components/ui/money';
import type { AccountInfo } from '@/contract/wallet';
import { Day } from './day';
import styles from './centre.module.css';

/** The account summary of /my-wallet (docs/product.md §10.2). Server markup. */
export function WalletSummary({ account }: { account: AccountInfo }) {
  const t = useTranslations('wallet');
  const figures = [
    { key: 'balance', label: t('balance'), value: <Money cny={account.balance} />, owed: account.balance < 0 },
    { key: 'amountOwed', label: t('amountOwed'), value: <Money cny={account.amountOwed} />, owed: account.amountOwed > 0 },
    { key: 'creditLimit', label: t('creditLimit'), value: <Money cny={account.creditLimit} />, owed: false },
    { key: 'availableCredit', label: t('availableCredit'), value: <Money cny={account.availableCredit} />, owed: false },
    { key: 'nextDue', label: t('nextDue'), value: account.nextDueAt ? <Day at={account.nextDueAt} /> : t('none'), owed: false },
  ];
  return (
    <dl className={styles.summary}>
      {figures.map((figure) => (
        <div key={figure.key} className={cx(surface.card, styles.figure)} data-figure={figure.key}>
          <dt>{figure.label}</dt>
          <dd className={figure.owed ? styles.owed : undefined}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
