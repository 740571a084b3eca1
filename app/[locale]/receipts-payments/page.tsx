import { getTranslations } from 'next-intl/server';
import { LinkPager } from '@/components/common/link-pager';
import { CentreEmpty } from '@/components/centre/centre-empty';
import { LedgerRangeForm } from '@/components/centre/ledger-range-form';
import { LedgerTable } from '@/components/centre/ledger-table';
import { CentreFrame } from '@/components/customer/centre-frame';
import { cx } from '@/components/ui/class-names';
import { CurrencyNote } from '@/components/ui/currency-note';
import text from '@/components/ui/text.module.css';
import { getLedger } from '@/lib/api/centre';
import { fallback } from '@/lib/api/fallback';
import { keepWithinLastPage } from '@/lib/customer/last-page';
import { ledgerHref, ledgerQuery, rangeIsBackwards } from '@/lib/customer/ledger-filter';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/receipts-payments'>;

const PATH = '/receipts-payments';
const PAGE_SIZE = 20;

export const generateMetadata = personalMetadata('wallet', { title: 'receiptsTitle', description: 'receiptsDescription' });

/** Receipts and payments (docs/product.md §2.2 /receipts-payments, §10.2): the ledger by date range and type, paged. */
export default async function ReceiptsPaymentsPage(props: Props) {
  const { locale, query, customer, login } = await openPersonalPage(props, (url) => ledgerHref(PATH, ledgerQuery(url.query)));
  const filter = ledgerQuery(query);
  const pageHref = (page: number) => ledgerHref(PATH, { ...filter, page });
  const backwards = rangeIsBackwards(filter);
  const [t, ledger] = await Promise.all([
    getTranslations('wallet'),
    backwards ? { list: [], total: 0, pages: 1 } : fallback(getLedger(customer.token, { page: filter.page, limit: PAGE_SIZE }, filter, locale), login),
  ]);
  keepWithinLastPage(ledger, filter.page, pageHref, locale);
  return (
    <CentreFrame section="receiptsPayments" heading={t('receiptsTitle')}>
      <LedgerRangeForm path={PATH} query={filter} />
      {backwards ? (
        <p role="alert" className={cx(text.body2, text.error)}>
          {t('rangeProblem')}
        </p>
      ) : (
        <p className={cx(text.body2, text.secondary)}>{t('entriesTotal', { count: ledger.total })}</p>
      )}
      {ledger.list.length ? <LedgerTable entries={ledger.list} caption={t('receiptsTitle')} /> : <CentreEmpty text={t('ledgerEmpty')} />}
      <LinkPager page={Math.min(filter.page, ledger.pages)} count={ledger.pages} messages="catalogue" hrefFor={pageHref} />
      <CurrencyNote />
    </CentreFrame>
  );
}
