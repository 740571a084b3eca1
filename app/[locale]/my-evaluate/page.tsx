import { getTranslations } from 'next-intl/server';
import styles from '@/components/aftersales/after-sales.module.css';
import { Stars } from '@/components/aftersales/stars';
import { StatusTabs } from '@/components/aftersales/status-tabs';
import { LinkPager } from '@/components/common/link-pager';
import { CentreFrame } from '@/components/customer/centre-frame';
import { LocaleLink } from '@/components/ui/locale-link';
import { getMyEvaluations } from '@/lib/api/evaluations';
import { fallback } from '@/lib/api/fallback';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { openPersonalPage } from '@/lib/customer/personal-page';

type Props = PageProps<'/[locale]/my-evaluate'>;

const PATH = '/my-evaluate';
const PAGE_SIZE = 10;

export const generateMetadata = personalMetadata('customer', { title: 'myEvaluate', description: 'myEvaluateDescription' });

/** Delivered lines waiting for an evaluation, and those evaluated (docs/product.md §12.2). Gated (docs/product.md §6). */
export default async function MyEvaluatePage(props: Props) {
  const { locale, query, page, customer, login } = await openPersonalPage(props, PATH);
  const state = query.state === 'given' ? 'given' : 'waiting';
  const [t, aftersales] = await Promise.all([getTranslations('evaluations'), getTranslations('aftersales')]);
  const lines = await fallback(getMyEvaluations(customer.token, state, page, PAGE_SIZE, locale), login);
  const pages = Math.max(1, Math.ceil(lines.total / PAGE_SIZE));
  const base = state === 'given' ? `${PATH}?state=given` : PATH;
  const tabs = [
    { key: 'waiting', label: t('waiting'), href: PATH },
    { key: 'given', label: t('given'), href: `${PATH}?state=given` },
  ];
  return (
    <CentreFrame section="myEvaluate" heading={t('title')}>
      <StatusTabs tabs={tabs} current={state} label={t('tabs')} />
      {lines.list.length === 0 ? <p>{state === 'given' ? t('emptyGiven') : t('emptyWaiting')}</p> : null}
      <ul className={styles.list}>
        {lines.list.map((line) => (
          <li key={line.orderLineId} className={styles.card}>
            <div className={styles.head}>
              <span>{t('orderNo', { orderNo: line.orderNo })}</span>
              <span>{line.itemno}</span>
            </div>
            <p className={styles.line}>
              {line.title} · {line.skuDesc}
            </p>
            {line.evaluation ? (
              <p className={styles.line}>
                <Stars rating={line.evaluation.rating} label={t('starsLabel', { rating: line.evaluation.rating })} /> {line.evaluation.content}
              </p>
            ) : null}
            <p className={styles.head}>
              <LocaleLink href={`/modifyEvaluate?id=${line.orderLineId}`}>{line.evaluation ? t('change') : t('evaluate')}</LocaleLink>
              <LocaleLink href={`/return-refund?orderId=${line.orderId}&lineId=${line.orderLineId}`}>{aftersales('returnRefund')}</LocaleLink>
            </p>
          </li>
        ))}
      </ul>
      <LinkPager
        page={Math.min(page, pages)}
        count={pages}
        messages="catalogue"
        hrefFor={(target) => `${base}${state === 'given' ? '&' : '?'}page=${target}`}
      />
    </CentreFrame>
  );
}
