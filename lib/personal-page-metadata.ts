import 'server-only';
/**
 * The metadata of every personal page (the centre, orders, trials, the points steps): a title and
 * description in the visitor's language, kept out of every index (docs/architecture.md §4). The
 * keys are checked against messages/en.json (./page-metadata-text.ts).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locales';
import type { Namespace, TextKey } from './page-metadata-text';

export interface PersonalPageText<N extends Namespace> {
  title: TextKey<N>;
  description?: TextKey<N>;
  /** What the title names, e.g. `{ id }` of the order it shows. */
  values?: Record<string, string | number>;
}

export async function personalPageMetadata<N extends Namespace>(rawLocale: string, namespace: N, text: PersonalPageText<N>): Promise<Metadata> {
  // A path with a file extension reaches [locale] unprefixed (lib/page-metadata.ts): not a page.
  if (!isLocale(rawLocale)) notFound();
  const locale = rawLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale });
  const message = (key: string, values?: Record<string, string | number>): string => t(`${namespace as string}.${key}`, values);
  return {
    title: message(text.title, text.values),
    ...(text.description ? { description: message(text.description) } : {}),
    robots: { index: false, follow: false },
  };
}

/** A personal page's generateMetadata when its texts do not depend on what the page shows. */
export function personalMetadata<N extends Namespace>(namespace: N, text: PersonalPageText<N>) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => personalPageMetadata((await params).locale, namespace, text);
}
