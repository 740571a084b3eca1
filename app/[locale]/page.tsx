import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BannerStrip } from '@/components/home/banner-strip';
import { CategoryGrid } from '@/components/home/category-grid';
import { getCategoryTree } from '@/lib/api/categories';
import { getBanners } from '@/lib/api/content';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo';
import { siteUrl } from '@/lib/site';

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
  const [banners, categories] = await Promise.all([getBanners(locale, 1), getCategoryTree(locale, CATEGORY.PRODUCTS, 2)]);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {t('heading')}
      </Typography>
      <BannerStrip banners={banners} label={t('bannersLabel')} />
      <CategoryGrid categories={categories} />
    </Container>
  );
}
