import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

type TitleKey = 'myOrders' | 'myCoupons' | 'receivingAddress' | 'detailsHeading' | 'settleHeading' | 'submittedHeading';
type DescriptionKey = 'ordersDescription' | 'couponsDescription' | 'addressesDescription';

/** Order pages carry a title in the visitor's language and stay out of every index (docs/architecture.md §4). */
export async function ordersMetadata(rawLocale: string, title: TitleKey, description: DescriptionKey = 'ordersDescription'): Promise<Metadata> {
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'orders' });
  return { title: t(title), description: t(description), robots: { index: false, follow: false } };
}
