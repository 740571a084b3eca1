import { setRequestLocale } from 'next-intl/server';
import { FeedbackPage } from '@/components/uploads/feedback-page';
import type { Locale } from '@/lib/i18n/locales';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/my-advice'>;

export const generateMetadata = personalMetadata('uploads', { title: 'adviceTitle' });

/** The customer's advice form and earlier advice (docs/product.md §14). */
export default async function MyAdvicePage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <FeedbackPage kind="advice" locale={locale} path="/my-advice" />;
}
