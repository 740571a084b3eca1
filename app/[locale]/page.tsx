import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AdvertDialog } from '@/components/home/advert-dialog';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { CategoryGrid } from '@/components/home/category-grid';
import { FeaturedMenus } from '@/components/home/featured-menus';
import { NewGoods } from '@/components/home/new-goods';
import { OrganizationJsonLd } from '@/components/home/organization-json-ld';
import { orFallback } from '@/components/layout/or-fallback';
import { getCategoryTree } from '@/lib/api/categories';
import { getBanners } from '@/lib/api/content';
import { getFeaturedMenus, getHomeContent } from '@/lib/api/home';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo';
import { imageHost, siteUrl } from '@/lib/site';

// Served from Next's cache and refreshed in the background (DESIGN.md §4).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: { absolute: t('homeTitle') }, description: t('homeDescription'), alternates: alternates(siteUrl(), locale, '/') };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const [banners, adverts, menus, content, categories] = await Promise.all([
    orFallback(getBanners(locale, 1), []),
    orFallback(getBanners(locale, 2), []),
    orFallback(getFeaturedMenus(locale), []),
    orFallback(getHomeContent(locale), { newGoods: [], recommendGoods: [] }),
    getCategoryTree(locale, CATEGORY.PRODUCTS, 2),
  ]);
  const host = imageHost();

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <OrganizationJsonLd />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {t('heading')}
      </Typography>
      <BannerCarousel banners={banners} imageHost={host} />
      <FeaturedMenus menus={menus} imageHost={host} />
      <NewGoods goods={content.newGoods} imageHost={host} />
      <CategoryGrid categories={categories} />
      <AdvertDialog banners={adverts} imageHost={host} />
    </Container>
  );
}
