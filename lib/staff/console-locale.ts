import 'server-only';
/**
 * The console's language (docs/product.md §6.1): the one the visitor chose on the shop (the NEXT_LOCALE
 * cookie the language switch writes), English otherwise. The console has no /zh twin: it is never
 * indexed, so one address per page is enough, and its own switch writes the same cookie.
 */
import { cookies } from 'next/headers';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

export async function consoleLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  return isLocale(chosen) ? chosen : defaultLocale;
}
