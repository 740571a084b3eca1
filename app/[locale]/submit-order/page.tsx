import { getTranslations } from 'next-intl/server';
import { CentreFrame } from '@/components/customer/centre-frame';
import { OrderTotals } from '@/components/orders/order-lines';
import styles from '@/components/orders/orders.module.css';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import { fallback } from '@/lib/api/fallback';
import { getOrderDetail } from '@/lib/api/orders';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { unlessUnknown } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/submit-order'>;

export const generateMetadata = personalMetadata('orders', { title: 'submittedHeading', description: 'ordersDescription' });

/** After submitting (docs/product.md §11.2): the order number, its total and the way to its detail. */
export default async function SubmitOrderPage(props: Props) {
  const { locale, id, customer, login } = await openPersonalPage(props, returnToDetail('/submit-order'));
  const t = await getTranslations('orders');
  const order = id ? await fallback(unlessUnknown(getOrderDetail(customer.token, id, locale)), login) : null;
  return (
    <CentreFrame section="orders" heading={order ? t('submittedHeading') : t('detailsHeading')}>
      {order ? (
        <section className={cx(surface.card, styles.section)} data-order-no={order.orderNo}>
          <p role="status">{t('submittedBody', { orderNo: order.orderNo })}</p>
          <OrderTotals figures={order} />
          <div className={styles.footer}>
            <LocaleLink href={`/order-details?id=${order.id}`}>{t('viewOrder')}</LocaleLink>
            <LocaleLink href="/my-order">{t('myOrders')}</LocaleLink>
          </div>
        </section>
      ) : (
        <p className={styles.empty}>
          {t('notFound')} <LocaleLink href="/my-order">{t('backToOrders')}</LocaleLink>
        </p>
      )}
    </CentreFrame>
  );
}
