import { redirect as nextRedirect } from 'next/navigation';
import { localizeHref, type Locale } from './locales';

/**
 * Sends the visitor to a locale-free href in `locale` (next-intl's redirect, same call). Server
 * code uses this one: next-intl's navigation module also holds its Link, a client component,
 * and a server module importing it puts next/link into the first load of every page under it
 * (docs/islands.md).
 */
export function redirect({ href, locale }: { href: string; locale: Locale }): never {
  return nextRedirect(localizeHref(locale, href));
}
