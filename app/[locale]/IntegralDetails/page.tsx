import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/points/points.module.css';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { getPointsItem } from '@/lib/api/points';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { idParam } from '@/lib/query-params';
import { orNotFound } from '@/lib/customer/unknown-id';

type Props = PageProps<'/[locale]/IntegralDetails'>;

async function loadItem(rawId: string | string[] | undefined, locale: Locale) {
  const id = idParam(rawId);
  if (!id) notFound();
  return orNotFound(getPointsItem(id, locale));
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const item = await loadItem((await searchParams).id, locale);
  return publicPageMetadata(locale, `/IntegralDetails?id=${item.id}`, { title: item.title, description: item.description });
}

/** One item of the points mall (docs/product.md §2.11) with the way to exchange it. */
export default async function IntegralDetailsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, item] = await Promise.all([getTranslations('points'), loadItem((await searchParams).id, locale)]);
  return (
    <Container page width="md">
      <h1 className={text.pageTitle}>{item.title}</h1>
      <div className={cx(surface.card, styles.item)}>
        <span className={styles.points}>{t('pointsValue', { points: item.points })}</span>
        <p>{item.description}</p>
        <div className={styles.actions}>
          <LocaleLink href={`/exchange1?id=${item.id}`} className={cx(button.base, button.contained)} data-action="exchange">
            {t('exchangeAction')}
          </LocaleLink>
          <LocaleLink href="/integral-mall">{t('backToMall')}</LocaleLink>
        </div>
      </div>
    </Container>
  );
}
