import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CentrePager } from '@/components/customer/centre-pager';
import { PointsLedger } from '@/components/points/points-ledger';
import styles from '@/components/points/points.module.css';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getPointsBalance, getPointsLedger } from '@/lib/api/points';
import { openPersonalPage, returnToListPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { CNY_PER_USD } from '@/contract/pricing';

type Props = PageProps<'/[locale]/exchange-detail'>;

const PATH = '/exchange-detail';
const PAGE_SIZE = 20;

export const generateMetadata = personalMetadata('points', { title: 'ledgerTitle', description: 'ledgerDescription' });

/** Every change of the customer's points (docs/product.md §2.11): the ledger whose sum is the balance. */
export default async function ExchangeDetailPage(props: Props) {
  const { locale, page, customer, login } = await openPersonalPage(props, returnToListPage(PATH));
  const [t, balance, ledger] = await Promise.all([
    getTranslations('points'),
    fallback(getPointsBalance(customer.token, locale), login),
    fallback(getPointsLedger(customer.token, { page, limit: PAGE_SIZE }, locale), login),
  ]);
  return (
    <CentreFrame section="pointsLedger" heading={t('ledgerTitle')}>
      <p className={styles.balance} data-testid="points-balance">
        {t('balance', { points: balance })}
      </p>
      {ledger.list.length ? <PointsLedger entries={ledger.list} /> : <p className={text.secondary}>{t('ledgerEmpty', { rate: CNY_PER_USD })}</p>}
      <CentrePager path={PATH} page={Math.min(page, ledger.pages)} count={ledger.pages} />
    </CentreFrame>
  );
}
