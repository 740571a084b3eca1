import { useFormatter, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { CustomerOverview } from '@/lib/api/customer-shape';
import styles from './account-summary.module.css';

/**
 * Name, company and the masked contacts of the account (the API masks them; nothing is unmasked here),
 * with the avatar when the customer has one (docs/product.md §14).
 */
export function AccountSummary({ overview, avatar }: { overview: CustomerOverview; avatar?: string | null }) {
  const t = useTranslations('customer');
  const format = useFormatter();
  const rows: [string, string | null][] = [
    [t('company'), overview.companyName || null],
    [t('mobile'), overview.mobile],
    [t('email'), overview.email],
  ];
  return (
    <section aria-labelledby="account-heading" className={cx(surface.card, styles.summary)}>
      <h2 id="account-heading" className={styles.heading}>
        {avatar ? <img className={styles.avatar} src={avatar} alt="" width={48} height={48} /> : null}
        {t('greeting', { name: overview.userName || overview.email || overview.mobile || '' })}
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={text.secondary}>{label}</dt>
            <dd>{value ?? t('notSet')}</dd>
          </div>
        ))}
      </dl>
      {overview.createdAt ? (
        <p className={cx(text.body2, text.secondary, styles.since)}>
          {t('memberSince', { date: format.dateTime(new Date(overview.createdAt), { dateStyle: 'long' }) })}
        </p>
      ) : null}
    </section>
  );
}
