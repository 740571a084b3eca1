import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
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
import { requireCustomer } from '@/lib/customer/customer-page';
import { ledgerHref, ledgerQuery, rangeIsBackwards } from '@/lib/customer/ledger-filter';
import { personalPageMetadata } from '@/lib/personal-page-metadata';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/redirect';

type Props = PageProps<'/[locale]/receipts-payments'>;

const PATH = '/receipts-payments';
const PAGE_SIZE = 20;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personalPageMetadata((await params).locale, 'wallet', { title: 'receiptsTitle', description: 'receiptsDescription' });
}

/** Receipts and payments (docs/product.md §2.2 /receipts-payments, §10.2): the ledger by date range and type, paged. */
export default async function ReceiptsPaymentsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = ledgerQuery(await searchParams);
  const returnPath = ledgerHref(PATH, query);
  const customer = await requireCustomer(locale, returnPath);
  const backwards = rangeIsBackwards(query);
  const [t, ledger] = await Promise.all([
    getTranslations('wallet'),
    backwards
      ? { list: [], total: 0, pages: 1 }
      : fallback(getLedger(customer.token, { page: query.page, limit: PAGE_SIZE }, query, locale), { login: returnPath, locale }),
  ]);
  if (!ledger.list.length && ledger.total > 0 && query.page > ledger.pages) redirect({ href: ledgerHref(PATH, { ...query, page: ledger.pages }), locale });
  return (
    <CentreFrame section="receiptsPayments" heading={t('receiptsTitle')}>
      <LedgerRangeForm path={PATH} query={query} />
      {backwards ? (
        <p role="alert" className={cx(text.body2, text.error)}>
          {t('rangeProblem')}
        </p>
      ) : (
        <p className={cx(text.body2, text.secondary)}>{t('entriesTotal', { count: ledger.total })}</p>
      )}
      {ledger.list.length ? <LedgerTable entries={ledger.list} caption={t('receiptsTitle')} /> : <CentreEmpty text={t('ledgerEmpty')} />}
      <LinkPager page={Math.min(query.page, ledger.pages)} count={ledger.pages} messages="catalogue" hrefFor={(page) => ledgerHref(PATH, { ...query, page })} />
      <CurrencyNote />
    </CentreFrame>
  );
}
