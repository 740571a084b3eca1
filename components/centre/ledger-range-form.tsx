import { useLocale, useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import field from '@/components/ui/field.module.css';
import { LocaleLink } from '@/components/ui/locale-link';
import { LEDGER_KINDS } from '@/contract/centre-constants';
import type { LedgerQuery } from '@/lib/customer/ledger-filter';
import { isLocale, localePath } from '@/lib/i18n/locales';
import styles from './centre.module.css';

/** The date range and type of /receipts-payments as a plain GET form: no script, the URL is the filter. Server markup. */
export function LedgerRangeForm({ path, query }: { path: string; query: LedgerQuery }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  return (
    <form method="get" action={localePath(isLocale(locale) ? locale : 'en', path)} aria-label={t('filterLabel')} className={styles.rangeForm}>
      <label>
        {t('from')}
        <input type="date" name="from" defaultValue={query.from ?? ''} className={field.input} />
      </label>
      <label>
        {t('to')}
        <input type="date" name="to" defaultValue={query.to ?? ''} className={field.input} />
      </label>
      <label>
        {t('kind')}
        <select name="kind" defaultValue={query.kind ?? ''} className={field.input}>
          <option value="">{t('allKinds')}</option>
          {LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={cx(button.base, button.contained)}>
        {t('filter')}
      </button>
      <LocaleLink href={path} className={cx(button.base, button.text)}>
        {t('reset')}
      </LocaleLink>
    </form>
  );
}
