import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

type TitleKey = 'overviewTitle' | 'favourites' | 'footprints' | 'returnRefund' | 'myEvaluate';
type DescriptionKey = 'overviewDescription' | 'collectionDescription' | 'footprintsDescription' | 'returnRefundDescription' | 'myEvaluateDescription';

/** Personal pages carry a title in the visitor's language and stay out of every index (docs/architecture.md §4). */
export async function centreMetadata(rawLocale: string, title: TitleKey, description: DescriptionKey): Promise<Metadata> {
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'customer' });
  return { title: t(title), description: t(description), robots: { index: false, follow: false } };
}
