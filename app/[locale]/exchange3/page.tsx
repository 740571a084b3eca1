import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ExchangeSteps } from '@/components/points/exchange-steps';
import { PointsOrderDetail } from '@/components/points/points-order-detail';
import styles from '@/components/points/points.module.css';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getPointsOrder } from '@/lib/api/points';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
import { personalMetadata } from '@/lib/personal-page-metadata';
import { orNotFound } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/exchange3'>;

export const generateMetadata = personalMetadata('points', { title: 'resultTitle', description: 'orderDescription' });

/** Step 3 (docs/product.md §2.11): the exchange stored, pending approval. */
export default async function ExchangeStepThreePage(props: Props) {
  const { locale, id, customer, login } = await openPersonalPage(props, returnToDetail('/exchange3'));
  if (!id) notFound();
  const [t, order] = await Promise.all([getTranslations('points'), fallback(orNotFound(getPointsOrder(customer.token, id, locale)), login)]);
  return (
    <Container page width="md">
      <h1 className={text.pageTitle}>{t('resultTitle')}</h1>
      <ExchangeSteps current={3} />
      <p>{t('resultBody', { id: order.id, points: t('pointsValue', { points: order.points }) })}</p>
      <PointsOrderDetail order={order} />
      <div className={styles.actions}>
        <LocaleLink href="/integral-exchange" className={cx(button.base, button.contained)}>
          {t('exchangesHeading')}
        </LocaleLink>
        <LocaleLink href="/integral-mall">{t('backToMall')}</LocaleLink>
      </div>
    </Container>
  );
}
