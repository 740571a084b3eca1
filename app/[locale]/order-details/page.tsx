import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
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
import { isApiError, API_CODE } from '@/lib/api/errors';
import { fallback } from '@/lib/api/fallback';
import { getAlternatives } from '@/lib/api/goods';
import { getLogistics, getOrderDetail } from '@/lib/api/orders';
import { OrderCardHead } from '@/components/orders/order-card-head';
import { formatDateTime } from '@/lib/catalogue/dates';
import { countryName } from '@/lib/company/distributors';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/order-details'>;

export const generateMetadata = personalMetadata('orders', { title: 'detailsHeading', description: 'ordersDescription' });

/** 3 (another customer's, deleted or unknown order) reads as 'no such order', not as a failure. */
async function orNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isApiError(error) && error.code === API_CODE.notFound) return null;
    throw error;
  }
}

/**
 * One order (docs/product.md §11.2): status, the lines as bought with their lots and certificates,
 * delivery, address, invoice, coupon and totals.
 */
export default async function OrderDetailsPage(props: Props) {
  const { locale, id, customer, login } = await openPersonalPage(props, returnToDetail('/order-details'));
  const t = await getTranslations('orders');
  const [order, logistics] = id
    ? await Promise.all([
        fallback(orNull(getOrderDetail(customer.token, id, locale)), login),
        fallback(orNull(getLogistics(customer.token, id, locale)), login),
      ])
    : [null, null];

  if (!order) {
    return (
      <CentreFrame section="orders" heading={t('detailsHeading')}>
        <p className={styles.empty}>
          {t('notFound')} <LocaleLink href="/my-order">{t('backToOrders')}</LocaleLink>
        </p>
      </CentreFrame>
    );
  }
  const address = order.address;
  // Lines of goods no longer to be had suggest what to buy instead (docs/product.md §4).
  const gone = [...new Set(order.lines.flatMap((line) => (line.discontinued && line.goodsId ? [line.goodsId] : [])))];
  const alternatives = new Map(
    await Promise.all(gone.map(async (goodsId) => [goodsId, await fallback(getAlternatives(goodsId, locale), { optional: [] })] as const)),
  );
  return (
    <CentreFrame section="orders" heading={t('detailsHeading')}>
      <section className={cx(surface.card, styles.section)} data-order-id={order.id}>
        <OrderCardHead order={order} />
        <h2 className={styles.sectionHeading}>{t('lines')}</h2>
        <IslandMessages paths={['reorder']}>
          <OrderLines lines={order.lines} orderId={order.id} alternatives={alternatives} lineAction={buyAgainLine(order.id)} />
          <OrderTotals figures={order} />
          <div className={styles.footer}>
            <LocaleLink href="/my-order">{t('backToOrders')}</LocaleLink>
            <BuyAgain orderId={order.id} label={{ orderNo: order.orderNo }} />
            <IslandMessages paths={['orders']}>
              <OrderActions orderId={order.id} orderNo={order.orderNo} canCancel={order.canCancel} canDelete={order.canDelete} afterDelete="/my-order" />
            </IslandMessages>
          </div>
        </IslandMessages>
      </section>

      <section className={cx(surface.card, styles.section)}>
        <h2 className={styles.sectionHeading}>{t('logistics')}</h2>
        {logistics && (logistics.trackingNo || logistics.events.length) ? (
          <>
            <dl className={styles.facts}>
              <dt>{t('carrier')}</dt>
              <dd>{logistics.carrier ?? '—'}</dd>
              <dt>{t('trackingNo')}</dt>
              <dd>{logistics.trackingNo ?? '—'}</dd>
            </dl>
            <ol className={styles.events}>
              {logistics.events.map((event) => (
                <li key={`${event.at}-${event.text}`}>
                  <span className={text.secondary}>{formatDateTime(event.at)}</span> {event.text}
                  {event.location ? ` (${event.location})` : ''}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className={text.secondary}>{t('noLogistics')}</p>
        )}
      </section>

      <section className={cx(surface.card, styles.section)}>
        <h2 className={styles.sectionHeading}>{t('address')}</h2>
        <p>
          {address.consignee} · {address.mobile}
          <br />
          {[address.detail, address.district, address.city, address.province, countryName(address.country, locale), address.postcode]
            .filter(Boolean)
            .join(', ')}
          {address.company ? (
            <>
              <br />
              {address.company}
            </>
          ) : null}
        </p>
        <dl className={styles.facts}>
          <dt>{t('invoice')}</dt>
          <dd>
            {t(`invoiceType.${order.invoice.type}`)}
            {order.invoice.title ? ` · ${order.invoice.title}` : ''}
            {order.invoice.taxNo ? ` · ${order.invoice.taxNo}` : ''}
          </dd>
          {order.coupon ? (
            <>
              <dt>{t('coupon')}</dt>
              <dd>{order.coupon.title}</dd>
            </>
          ) : null}
          {order.remark ? (
            <>
              <dt>{t('remark')}</dt>
              <dd>{order.remark}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </CentreFrame>
  );
}
