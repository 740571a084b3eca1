import { getTranslations } from 'next-intl/server';
import styles from '@/components/aftersales/after-sales.module.css';
import { CancelAfterSales } from '@/components/aftersales/cancel-after-sales';
import { CentreFrame } from '@/components/customer/centre-frame';
import { CurrencyNote } from '@/components/ui/currency-note';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import { Money } from '@/components/ui/money';
import { getAfterSalesDetail } from '@/lib/api/aftersales';
import { formatDate } from '@/lib/catalogue/dates';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
import { unlessUnknown } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/afterDetail'>;

const PATH = '/afterDetail';

export const generateMetadata = personalMetadata('customer', { title: 'returnRefund', description: 'returnRefundDescription' });

/** One after-sales request with its lines, staff's reply and timeline; cancel while pending (docs/product.md §12.1). */
export default async function AfterDetailPage(props: Props) {
  const { locale, id, customer } = await openPersonalPage(props, returnToDetail(PATH, '/return-refund'));
  const t = await getTranslations('aftersales');
  const request = id ? await unlessUnknown(getAfterSalesDetail(customer.token, id, locale)) : null;
  if (!request) {
    return (
      <CentreFrame section="returnRefund" heading={t('detailTitle')}>
        <p>{t('notFound')}</p>
        <LocaleLink href="/return-refund">{t('backToList')}</LocaleLink>
      </CentreFrame>
    );
  }
  return (
    <CentreFrame section="returnRefund" heading={t('detailTitle')}>
      <dl className={styles.facts}>
        <dt>{t('requestNo')}</dt>
        <dd>{request.afterSalesNo}</dd>
        <dt>{t('orderNo')}</dt>
        <dd>{request.orderNo}</dd>
        <dt>{t('typeLabel')}</dt>
        <dd>{t(`type.${request.type}`)}</dd>
        <dt>{t('reasonLabel')}</dt>
        <dd>{t(`reason.${request.reason}`)}</dd>
        <dt>{t('createdAt')}</dt>
        <dd>{formatDate(request.createdAt)}</dd>
        <dt>{t('amount')}</dt>
        <dd>
          <Money cny={request.amount} />
        </dd>
        {request.description ? (
          <>
            <dt>{t('descriptionLabel')}</dt>
            <dd>{request.description}</dd>
          </>
        ) : null}
        {request.attachments.length ? (
          <>
            <dt>{t('attachments')}</dt>
            <dd>
              <ul className={styles.files}>
                {request.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={`/api/file/download/${encodeURIComponent(file.id)}`}>{file.name}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {request.staffReply ? (
          <>
            <dt>{t('staffReply')}</dt>
            <dd>{request.staffReply}</dd>
          </>
        ) : null}
      </dl>
      <CurrencyNote />
      <ul className={styles.list}>
        {request.lines.map((line) => (
          <li key={line.orderLineId} className={styles.card}>
            {line.title} ({line.itemno}) · {line.skuDesc} × {line.quantity}
          </li>
        ))}
      </ul>
      <h2 className={styles.section}>{t('timeline')}</h2>
      <ol className={styles.timeline}>
        {request.timeline.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at}>{formatDate(event.at)}</time> {t(`status.${event.status}`)}
            {event.note ? ` · ${event.note}` : ''}
          </li>
        ))}
      </ol>
      {request.canCancel ? (
        <IslandMessages paths={['aftersales']}>
          <CancelAfterSales id={request.id} />
        </IslandMessages>
      ) : null}
      <p>
        <LocaleLink href="/return-refund">{t('backToList')}</LocaleLink>
      </p>
    </CentreFrame>
  );
}
