import { getTranslations } from 'next-intl/server';
import { CentreEmpty } from '@/components/centre/centre-empty';
import { LedgerTable } from '@/components/centre/ledger-table';
import { WalletSummary } from '@/components/centre/wallet-summary';
import styles from '@/components/centre/centre.module.css';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CentrePager } from '@/components/customer/centre-pager';
import { CurrencyNote } from '@/components/ui/currency-note';
import { getAccountInfo, getLedger } from '@/lib/api/centre';
import { fallback } from '@/lib/api/fallback';
import { keepWithinLastPage } from '@/lib/customer/last-page';
import { pagedPath } from '@/lib/customer/page-param';
import { openPersonalPage, returnToListPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/my-wallet'>;

const PATH = '/my-wallet';
const PAGE_SIZE = 10;

export const generateMetadata = personalMetadata('wallet', { title: 'title', description: 'description' });

/** The wallet (docs/product.md §2.2 /my-wallet, §10.2): the account summary and the debt detail, paged. */
export default async function MyWalletPage(props: Props) {
  const { locale, page, customer, login } = await openPersonalPage(props, returnToListPage(PATH));
  const [t, account, ledger] = await Promise.all([
    getTranslations('wallet'),
    fallback(getAccountInfo(customer.token, locale), login),
    fallback(getLedger(customer.token, { page, limit: PAGE_SIZE }, {}, locale), login),
  ]);
  keepWithinLastPage(ledger, page, (last) => pagedPath(PATH, last), locale);
  return (
    <CentreFrame section="wallet" heading={t('title')}>
      <WalletSummary account={account} />
      <CurrencyNote />
      <h2 className={styles.sectionHeading}>{t('debtHeading')}</h2>
      {ledger.list.length ? <LedgerTable entries={ledger.list} caption={t('debtHeading')} /> : <CentreEmpty text={t('ledgerEmpty')} />}
      <CentrePager path={PATH} page={Math.min(page, ledger.pages)} count={ledger.pages} />
    </CentreFrame>
  );
}
