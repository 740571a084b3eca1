import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PointsOrderDetail } from '@/components/points/points-order-detail';
import styles from '@/components/points/points.module.css';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getPointsOrder } from '@/lib/api/points';
import { openPersonalPage, returnToDetail } from '@/lib/customer/personal-page';
import { personalPageMetadata } from '@/lib/personal-page-metadata';
import { idParam } from '@/lib/query-params';
import { orNotFound } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/integralOrder-details'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return personalPageMetadata((await params).locale, 'points', {
    title: 'orderTitle',
    description: 'orderDescription',
    values: { id: idParam((await searchParams).id) ?? '' },
  });
}

/** One points order (exchange) of the customer (docs/product.md §2.11); another's is a 404. */
export default async function IntegralOrderDetailsPage(props: Props) {
  const { locale, id, customer, login } = await openPersonalPage(props, returnToDetail('/integralOrder-details'));
  if (!id) notFound();
  const [t, order] = await Promise.all([getTranslations('points'), fallback(orNotFound(getPointsOrder(customer.token, id, locale)), login)]);
  return (
    <Container page width="md">
      <h1 className={text.pageTitle}>{t('orderTitle', { id: order.id })}</h1>
      <PointsOrderDetail order={order} />
      <div className={styles.actions}>
        <LocaleLink href="/integral-exchange">{t('exchangesHeading')}</LocaleLink>
      </div>
    </Container>
  );
}
