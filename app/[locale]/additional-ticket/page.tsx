import { getTranslations } from 'next-intl/server';
import { CentreEmpty } from '@/components/centre/centre-empty';
import { InvoiceRequestForm } from '@/components/centre/invoice-request-form';
import { InvoiceTable } from '@/components/centre/invoice-table';
import styles from '@/components/centre/centre.module.css';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CentrePager } from '@/components/customer/centre-pager';
import { cx } from '@/components/ui/class-names';
import { CurrencyNote } from '@/components/ui/currency-note';
import { IslandMessages } from '@/components/ui/island-messages';
import surface from '@/components/ui/surface.module.css';
import { getInvoiceRequests } from '@/lib/api/centre';
import { fallback } from '@/lib/api/fallback';
import { keepWithinLastPage } from '@/lib/customer/last-page';
import { pagedPath } from '@/lib/customer/page-param';
import { openPersonalPage, returnToListPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/additional-ticket'>;

const PATH = '/additional-ticket';
const PAGE_SIZE = 10;
/** The form's and the withdraw buttons' texts, and the failures they put into words. */
const ISLAND_MESSAGES = ['invoices', 'account.failed', 'common'];

export const generateMetadata = personalMetadata('invoices', { title: 'title', description: 'description' });

/** Invoice requests (docs/product.md §2.2 /additional-ticket, §10.2): request one, follow and withdraw them. */
export default async function InvoicesPage(props: Props) {
  const { locale, page, customer, login } = await openPersonalPage(props, returnToListPage(PATH));
  const [t, requests] = await Promise.all([
    getTranslations('invoices'),
    fallback(getInvoiceRequests(customer.token, { page, limit: PAGE_SIZE }, locale), login),
  ]);
  keepWithinLastPage(requests, page, (last) => pagedPath(PATH, last), locale);
  return (
    <CentreFrame section="invoices" heading={t('title')}>
      <IslandMessages paths={ISLAND_MESSAGES}>
        <section aria-labelledby="invoice-form-heading" className={cx(surface.card, styles.formCard)}>
          <h2 id="invoice-form-heading" className={styles.sectionHeading}>
            {t('formHeading')}
          </h2>
          <InvoiceRequestForm title={customer.companyName} />
        </section>
        <h2 className={styles.sectionHeading}>{t('listHeading')}</h2>
        {requests.list.length ? <InvoiceTable requests={requests.list} /> : <CentreEmpty text={t('empty')} />}
      </IslandMessages>
      <CentrePager path={PATH} page={Math.min(page, requests.pages)} count={requests.pages} />
      <CurrencyNote />
    </CentreFrame>
  );
}
