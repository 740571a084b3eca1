import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { InquiryListView } from '@/components/cart/inquiry-list-view';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo';
import { imageHost, siteUrl } from '@/lib/site';

// A visitor's own list: rendered per request and kept out of shared caches, even though the
// lines themselves arrive in the island (from the device for guests, the API for customers).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/inquire-list'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return {
    title: t('heading'),
    description: t('metaDescription'),
    robots: { index: false, follow: false },
    alternates: alternates(siteUrl(), locale, '/inquire-list'),
  };
}

/** The inquiry list (SPEC.md §2.1 /inquire-list): the shell here, the lines in the island. */
export default async function InquiryListPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('cart');
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <InquiryListView imageHost={imageHost()} />
    </Container>
  );
}
