import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PurchaseInquiryForm } from '@/components/inquiry/purchase-inquiry-form';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo';
import { siteUrl } from '@/lib/site';

// The same for every visitor: served from Next's cache; the form is an island.
export const revalidate = 3600;

type Props = PageProps<'/[locale]/purchase-inquiry'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'inquiry' });
  return {
    title: t('pageTitle'),
    description: t('pageDescription'),
    alternates: alternates(siteUrl(), locale, '/purchase-inquiry'),
  };
}

/** Purchase inquiry (SPEC.md §2.2 contact group, §2.4 item 7): the 24-hour promise and the inquiry form. */
export default async function PurchaseInquiryPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('inquiry');
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('pageTitle')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('pageIntro')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('promise')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PurchaseInquiryForm />
      </Paper>
    </Container>
  );
}
