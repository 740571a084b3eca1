import { setRequestLocale } from 'next-intl/server';
import { FeedbackPage } from '@/components/uploads/feedback-page';
import type { Locale } from '@/lib/i18n/locales';
import { personalMetadata } from '@/lib/personal-page-metadata';

type Props = PageProps<'/[locale]/my-complaint'>;

export const generateMetadata = personalMetadata('uploads', { title: 'complaintTitle' });

/** The customer's complaint form and earlier complaints (docs/product.md §14). */
export default async function MyComplaintPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <FeedbackPage kind="complaint" locale={locale} path="/my-complaint" />;
}
