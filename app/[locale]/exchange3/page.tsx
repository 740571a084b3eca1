import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
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
import { requireCustomer } from '@/lib/customer/customer-page';
import type { Locale } from '@/lib/i18n/locales';
import { personalPageMetadata } from '@/lib/personal-page-metadata';
import { idParam } from '@/lib/query-params';
import { orNotFound } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/exchange3'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return personalPageMetadata((await params).locale, 'points', { title: 'resultTitle', description: 'orderDescription' });
}

/** Step 3 (docs/product.md §2.11): the exchange stored, pending approval. */
export default async function ExchangeStepThreePage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const id = idParam((await searchParams).id);
  const path = id ? `/exchange3?id=${id}` : '/exchange3';
  const customer = await requireCustomer(locale, path);
  if (!id) notFound();
  const [t, order] = await Promise.all([getTranslations('points'), fallback(orNotFound(getPointsOrder(customer.token, id, locale)), { login: path, locale })]);
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
