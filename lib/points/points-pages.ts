import 'server-only';
/** What the points pages share (docs/product.md §2.11): their metadata and the quantity in their query. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { MAX_EXCHANGE_QUANTITY } from '@/contract/points';

type TitleKey = 'mallTitle' | 'exchangesTitle' | 'ledgerTitle' | 'orderTitle' | 'resultTitle';
type DescriptionKey = 'mallDescription' | 'exchangesDescription' | 'ledgerDescription' | 'orderDescription';

/** The mall itself is a public page (its `path`: canonical, social cards); the personal pages and the exchange steps are not indexed. */
export async function pointsMetadata(
  rawLocale: string,
  title: TitleKey,
  description: DescriptionKey,
  options: { id?: number; path?: string } = {},
): Promise<Metadata> {
  const locale = rawLocale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'points' });
  const page = { title: t(title, { id: options.id ?? '' }), description: t(description) };
  return options.path ? publicPageMetadata(locale, options.path, page) : { ...page, robots: { index: false, follow: false } };
}

/** A quantity from the query: 1 when absent or unreadable, at most the contract's cap. */
export function quantityParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const quantity = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(quantity, 1), MAX_EXCHANGE_QUANTITY);
}
