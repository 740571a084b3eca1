import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/redirect';

/** docs/product.md §2.2: /promotionTrial is the parent of the trial pages; it opens the trial list. */
export default async function PromotionTrialPage({ params }: PageProps<'/[locale]/promotionTrial'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  redirect({ href: '/promotionTrialList', locale });
}
