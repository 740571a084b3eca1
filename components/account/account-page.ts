import 'server-only';
/** What the three account pages share: their metadata and where a finished login goes. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { afterLoginTarget } from '@/lib/account/login-events';
import { safeRedirectTarget } from '@/lib/redirect-target';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';

/** What the account forms (islands) read: their own texts, and the transport failures of useFailureText. */
export const ACCOUNT_ISLAND_MESSAGES = ['account', 'common'] as const;

type TitleKey = 'loginTitle' | 'registerTitle' | 'retrieveTitle';

/** Personal pages: titled in the page's language, kept out of search engines' indexes. */
export async function accountMetadata(locale: Locale, titleKey: TitleKey, path: string): Promise<Metadata> {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'account' });
  const meta = await getTranslations({ locale, namespace: 'meta' });
  return publicPageMetadata(locale, path, { title: t(titleKey), description: meta('homeDescription'), robots: { index: false, follow: false } });
}

/** The `redirect` query of the login flow, as a path on this site (never a login-flow page). */
export async function returnTarget(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<string> {
  const { redirect } = await searchParams;
  return afterLoginTarget(safeRedirectTarget(typeof redirect === 'string' ? redirect : null));
}
