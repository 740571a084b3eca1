import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdvertLauncher } from '@/components/home/advert-launcher';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { CategoryGrid } from '@/components/home/category-grid';
import { FeaturedMenus } from '@/components/home/featured-menus';
import { HOME_ISLAND_MESSAGES } from '@/components/home/island-messages';
import { NewGoods } from '@/components/home/new-goods';
import { OrganizationJsonLd } from '@/components/home/organization-json-ld';
import { fallback } from '@/lib/api/fallback';
import { Container } from '@/components/ui/container';
import { IslandMessages } from '@/components/ui/island-messages';
import { getCategoryTree } from '@/lib/api/categories';
import { getBanners } from '@/lib/api/content';
import { getFeaturedMenus, getHomeContent } from '@/lib/api/home';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import styles from './page.module.css';

// Served from Next's cache and refreshed in the background (docs/architecture.md §4).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return publicPageMetadata(locale, '/', { title: t('homeTitle'), absoluteTitle: true, description: t('homeDescription') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const [banners, adverts, menus, content, categories] = await Promise.all([
    fallback(getBanners(locale, 1), { optional: [] }),
    fallback(getBanners(locale, 2), { optional: [] }),
    fallback(getFeaturedMenus(locale), { optional: [] }),
    fallback(getHomeContent(locale), { optional: { newGoods: [], recommendGoods: [] } }),
    fallback(getCategoryTree(locale, CATEGORY.PRODUCTS, 2), { optional: [] }),
  ]);
  const host = imageHost();

  return (
    <Container page>
      <OrganizationJsonLd />
      <h1 className={styles.heading}>{t('heading')}</h1>
      <IslandMessages paths={HOME_ISLAND_MESSAGES} sendsRequests={false}>
        <BannerCarousel banners={banners} imageHost={host} />
        <AdvertLauncher banners={adverts} imageHost={host} />
      </IslandMessages>
      <FeaturedMenus menus={menus} imageHost={host} />
      <NewGoods goods={content.newGoods} imageHost={host} />
      <CategoryGrid categories={categories} />
    </Container>
  );
}
