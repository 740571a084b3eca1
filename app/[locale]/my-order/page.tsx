import { getFormatter, getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { LinkPager } from '@/components/common/link-pager';
import { OrderActions } from '@/components/orders/order-actions';
import { OrderLines, OrderTotals } from '@/components/orders/order-lines';
import { BuyAgain } from '@/components/reorder/buy-again';
import { buyAgainLine } from '@/components/reorder/buy-again-line';
import styles from '@/components/orders/orders.module.css';
import { cx } from '@/components/ui/class-names';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getOrderCount, getOrders } from '@/lib/api/orders';
import { OrderCardHead } from '@/components/orders/order-card-head';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { statusParam } from '@/lib/orders/order-query';
import { ORDER_STATUSES, type OrderStatus } from '@/contract/order-rules';

type Props = PageProps<'/[locale]/my-order'>;

const PATH = '/my-order';
const PAGE_SIZE = 10;
const ACTION_MESSAGES = ['orders'];
/** 'Buy again' on orders and lines (docs/product.md §11.5). */
const REORDER_MESSAGES = ['reorder'];

export const generateMetadata = personalMetadata('orders', { title: 'myOrders', description: 'ordersDescription' });

const listPath = (status: OrderStatus | undefined, page = 1) => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${PATH}?${text}` : PATH;
};

/** The customer's orders (docs/product.md §11.2): status tabs with their counts, the list, cancel and delete. */
export default async function MyOrderPage(props: Props) {
  const { locale, query, page, customer, login } = await openPersonalPage(props, (url) => listPath(statusParam(url.query.status), url.page));
  const status = statusParam(query.status);
  const [t, format] = await Promise.all([getTranslations('orders'), getFormatter()]);
  const [counts, orders] = await Promise.all([
    fallback(getOrderCount(customer.token, locale), login),
    fallback(getOrders(customer.token, { page, limit: PAGE_SIZE, status }, locale), login),
  ]);
  const tabs: { status: OrderStatus | undefined; count: number }[] = [
    { status: undefined, count: counts.all },
    ...ORDER_STATUSES.map((item) => ({ status: item, count: counts[item] })),
  ];

  return (
    <CentreFrame section="orders" heading={t('myOrders')}>
      <nav aria-label={t('statusTabs')}>
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.status ?? 'all'}>
              <LocaleLink href={listPath(tab.status)} className={styles.tab} aria-current={tab.status === status ? 'page' : undefined}>
                {t(`status.${tab.status ?? 'all'}`)} ({format.number(tab.count)})
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      {orders.list.length === 0 ? (
        <p className={cx(text.secondary, styles.empty)}>
          {t('noOrders')} <LocaleLink href="/">{t('goShopping')}</LocaleLink>
        </p>
      ) : (
        <IslandMessages paths={REORDER_MESSAGES}>
          <ul className={styles.list} aria-label={t('myOrders')}>
            {orders.list.map((order) => (
              <li key={order.id} className={cx(surface.card, styles.card)} data-order-id={order.id} data-order-no={order.orderNo}>
                <OrderCardHead order={order} />
                <OrderLines lines={order.lines} lineAction={buyAgainLine(order.id)} />
                <OrderTotals figures={order} />
                <div className={styles.footer}>
                  <LocaleLink href={`/order-details?id=${order.id}`}>{t('details')}</LocaleLink>
                  <BuyAgain orderId={order.id} label={{ orderNo: order.orderNo }} />
                  <IslandMessages paths={ACTION_MESSAGES}>
                    <OrderActions orderId={order.id} orderNo={order.orderNo} canCancel={order.canCancel} canDelete={order.canDelete} />
                  </IslandMessages>
                </div>
              </li>
            ))}
          </ul>
        </IslandMessages>
      )}
      <LinkPager page={Math.min(page, orders.pages)} count={orders.pages} messages="catalogue" hrefFor={(target) => listPath(status, target)} />
    </CentreFrame>
  );
}
