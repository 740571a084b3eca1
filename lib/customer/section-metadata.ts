import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** The centre namespaces whose pages take their title and description from `title` / `description`. */
type SectionNamespace = 'mail' | 'wallet' | 'invoices' | 'accountSecurity' | 'userLevel';

/** Personal pages carry a title in the visitor's language and stay out of every index (docs/architecture.md §4). */
export async function sectionMetadata(rawLocale: string, namespace: SectionNamespace): Promise<Metadata> {
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

type RecordKey = 'experiments' | 'scans' | 'grinder' | 'receipts';

/** The same for the service-record pages and /receipts-payments, whose texts sit beside their siblings'. */
export async function recordMetadata(rawLocale: string, key: RecordKey): Promise<Metadata> {
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  if (key === 'receipts') {
    const t = await getTranslations({ locale, namespace: 'wallet' });
    return { title: t('receiptsTitle'), description: t('receiptsDescription'), robots: { index: false, follow: false } };
  }
  const t = await getTranslations({ locale, namespace: 'serviceRecords' });
  return { title: t(`${key}Title`), description: t(`${key}Description`), robots: { index: false, follow: false } };
}
