import 'server-only';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CentrePager } from '@/components/customer/centre-pager';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import type { ServiceKind } from '@/contract/centre-constants';
import { getServiceRecords } from '@/lib/api/centre';
import { fallback } from '@/lib/api/fallback';
import { requireCustomer } from '@/lib/customer/customer-page';
import { pagedPath, pageParam } from '@/lib/customer/page-param';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/redirect';
import { CentreEmpty } from './centre-empty';
import { ServiceRecordTable } from './service-record-table';

const PAGE_SIZE = 10;

const PAGES = {
  experiment: { path: '/experimental-progress', section: 'experiments', title: 'experimentsTitle' },
  scan: { path: '/scan-detection', section: 'scans', title: 'scansTitle' },
  grinder: { path: '/grinder-record', section: 'grinder', title: 'grinderTitle' },
} as const;

/** The body of the three service-record pages (docs/product.md §10.5): one kind's records, paged. */
export async function ServiceRecordsPage({ kind, locale, pageValue }: { kind: ServiceKind; locale: Locale; pageValue: string | string[] | undefined }) {
  setRequestLocale(locale);
  const { path, section, title } = PAGES[kind];
  const page = pageParam(pageValue);
  const returnPath = pagedPath(path, page);
  const customer = await requireCustomer(locale, returnPath);
  const [t, records] = await Promise.all([
    getTranslations('serviceRecords'),
    fallback(getServiceRecords(customer.token, kind, { page, limit: PAGE_SIZE }, locale), { login: returnPath, locale }),
  ]);
  if (!records.list.length && records.total > 0 && page > records.pages) redirect({ href: pagedPath(path, records.pages), locale });
  return (
    <CentreFrame section={section} heading={t(title)}>
      <p className={cx(text.body2, text.secondary)}>{t('total', { count: records.total })}</p>
      {records.list.length ? <ServiceRecordTable kind={kind} records={records.list} caption={t(title)} /> : <CentreEmpty text={t('empty')} />}
      <CentrePager path={path} page={Math.min(page, records.pages)} count={records.pages} />
    </CentreFrame>
  );
}
