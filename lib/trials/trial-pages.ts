import 'server-only';
/** What the trial pages share (docs/product.md §2.10): their metadata. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

type TitleKey = 'applyTitle' | 'accountTitle' | 'centreHeading' | 'detailTitle';
type DescriptionKey = 'applyDescription' | 'accountDescription' | 'detailDescription';

/** Personal pages: a title in the visitor's language, kept out of every index. */
export async function trialMetadata(rawLocale: string, title: TitleKey, description: DescriptionKey, id?: number): Promise<Metadata> {
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'trials' });
  return { title: t(title, { id: id ?? '' }), description: t(description), robots: { index: false, follow: false } };
}
