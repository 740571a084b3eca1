import 'server-only';
/**
 * A personal list asked for past its last page (its entries removed elsewhere, a bookmark grown old)
 * shows the last page instead of an empty one: the pager under an empty page would lead nowhere.
 */
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/redirect';

interface ListPage {
  list: readonly unknown[];
  total: number;
  pages: number;
}

/** Sends the visitor to the list's last page when `page` is past it; `hrefFor` builds a page's URL. */
export function keepWithinLastPage(found: ListPage, page: number, hrefFor: (page: number) => string, locale: Locale): void {
  if (!found.list.length && found.total > 0 && page > found.pages) redirect({ href: hrefFor(found.pages), locale });
}
