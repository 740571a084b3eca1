import { getTranslations } from 'next-intl/server';
import { AfterSalesForm } from '@/components/aftersales/after-sales-form';
import styles from '@/components/aftersales/after-sales.module.css';
import { StatusTabs } from '@/components/aftersales/status-tabs';
import { CentreFrame } from '@/components/customer/centre-frame';
import { LinkPager } from '@/components/common/link-pager';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import { getAfterSalesCount, getAfterSalesList, getAllowedQuantity, getOrderForAfterSales } from '@/lib/api/aftersales';
import { fallback } from '@/lib/api/fallback';
import { formatDate } from '@/lib/catalogue/dates';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { openPersonalPage } from '@/lib/customer/personal-page';
import { unlessUnknown } from '@/lib/customer/unknown-id';
import { firstParam, idParam } from '@/lib/query-params';
import { AFTER_SALES_STATUSES, type AfterSalesStatus } from '@/contract/aftersales-rules';

type Props = PageProps<'/[locale]/return-refund'>;

const PATH = '/return-refund';
const PAGE_SIZE = 10;

export const generateMetadata = personalMetadata('customer', { title: 'returnRefund', description: 'returnRefundDescription' });

/**
 * The customer's after-sales requests with status tabs and counts (docs/product.md §12.1); with
 * `?orderId=&lineId=` it first offers the form that opens a request for that delivered line.
 */
export default async function ReturnRefundPage(props: Props) {
  const { locale, query, page, customer, login } = await openPersonalPage(props, PATH);
  const rawStatus = firstParam(query.status);
  const status = AFTER_SALES_STATUSES.find((candidate) => candidate === rawStatus) as AfterSalesStatus | undefined;
  const orderId = idParam(query.orderId);
  const lineId = idParam(query.lineId);
  const t = await getTranslations('aftersales');

  const [counts, requests, order, allowed] = await Promise.all([
    fallback(getAfterSalesCount(customer.token, locale), login),
    fallback(getAfterSalesList(customer.token, status, page, PAGE_SIZE, locale), login),
    orderId && lineId ? unlessUnknown(getOrderForAfterSales(customer.token, orderId, locale)) : null,
    orderId && lineId ? unlessUnknown(getAllowedQuantity(customer.token, lineId, locale)) : null,
  ]);
  const pages = Math.max(1, Math.ceil(requests.total / PAGE_SIZE));
  const line = order?.lines.find((candidate) => candidate.id === lineId);
  const hrefFor = (key: string) => (key === 'all' ? PATH : `${PATH}?status=${key}`);
  const tabs = [
    { key: 'all', label: `${t('all')} (${counts.all})`, href: hrefFor('all') },
    ...AFTER_SALES_STATUSES.map((key) => ({ key, label: `${t(`status.${key}`)} (${counts[key]})`, href: hrefFor(key) })),
  ];

  return (
    <CentreFrame section="returnRefund" heading={t('title')}>
      {order && line && allowed ? (
        <section aria-labelledby="start-heading">
          <h2 id="start-heading" className={styles.section}>
            {t('startTitle')}
          </h2>
          <p>{t('startFor', { title: line.title, itemno: line.itemno, orderNo: order.orderNo })}</p>
          <p>{allowed.allowed > 0 ? t('allowed', { allowed: allowed.allowed, delivered: allowed.delivered, claimed: allowed.claimed }) : t('noneAllowed')}</p>
          {allowed.allowed > 0 ? (
            <IslandMessages paths={['aftersales', 'uploads']}>
              <AfterSalesForm orderId={order.id} orderLineId={line.id} allowed={allowed.allowed} />
            </IslandMessages>
          ) : null}
        </section>
      ) : null}
      <StatusTabs tabs={tabs} current={status ?? 'all'} label={t('tabs')} />
      {requests.list.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.list}>
        {requests.list.map((request) => (
          <li key={request.id} className={styles.card}>
            <div className={styles.head}>
              <span>
                {t('requestNo')} {request.afterSalesNo}
              </span>
              <span>
                {t('orderNo')} {request.orderNo}
              </span>
              <span>{formatDate(request.createdAt)}</span>
              <span className={styles.status}>{t(`status.${request.status}`)}</span>
            </div>
            {request.lines.map((item) => (
              <p key={item.orderLineId} className={styles.line}>
                {t(`type.${request.type}`)} · {item.title} ({item.itemno}) × {item.quantity}
              </p>
            ))}
            <LocaleLink href={`/afterDetail?id=${request.id}`}>{t('view')}</LocaleLink>
          </li>
        ))}
      </ul>
      <LinkPager
        page={Math.min(page, pages)}
        count={pages}
        messages="catalogue"
        hrefFor={(target) => `${hrefFor(status ?? 'all')}${status ? '&' : '?'}page=${target}`}
      />
    </CentreFrame>
  );
}
