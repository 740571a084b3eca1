import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CentrePager } from '@/components/customer/centre-pager';
import { PointsOrders } from '@/components/points/points-orders';
import styles from '@/components/points/points.module.css';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getPointsBalance, getPointsOrderCount, getPointsOrders } from '@/lib/api/points';
import { openPersonalPage, returnToListPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/integral-exchange'>;

const PATH = '/integral-exchange';
const PAGE_SIZE = 10;

export const generateMetadata = personalMetadata('points', { title: 'exchangesTitle', description: 'exchangesDescription' });

/** The customer's points and exchanges in the personal centre (docs/product.md §2.11; gated, §6). */
export default async function IntegralExchangePage(props: Props) {
  const { locale, page, customer, login } = await openPersonalPage(props, returnToListPage(PATH));
  const [t, balance, orders, counts] = await Promise.all([
    getTranslations('points'),
    fallback(getPointsBalance(customer.token, locale), login),
    fallback(getPointsOrders(customer.token, { page, limit: PAGE_SIZE }, locale), login),
    fallback(getPointsOrderCount(customer.token, locale), login),
  ]);
  return (
    <CentreFrame section="pointsExchange" heading={t('exchangesTitle')}>
      <p className={styles.balance} data-testid="points-balance">
        {t('balance', { points: balance })}
      </p>
      <div className={styles.actions}>
        <LocaleLink href="/integral-mall" className={cx(button.base, button.contained)}>
          {t('mallTitle')}
        </LocaleLink>
        <LocaleLink href="/exchange-detail">{t('ledgerTitle')}</LocaleLink>
      </div>
      <h2>{t('exchangesHeading')}</h2>
      <p className={text.secondary} data-testid="points-counts">
        {t('counts', counts)}
      </p>
      {orders.list.length ? <PointsOrders orders={orders.list} /> : <p className={text.secondary}>{t('exchangesEmpty')}</p>}
      <CentrePager path={PATH} page={Math.min(page, orders.pages)} count={orders.pages} />
    </CentreFrame>
  );
}
