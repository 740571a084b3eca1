import { LinkPager } from '@/components/common/link-pager';

/**
 * `base` with its page: page is the last parameter of the finders' URLs, and page 1 has none.
 * @internal exported for its tests
 */
export function pageHref(base: string, page: number): string {
  if (page <= 1) return base;
  return `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
}

/** A finder's pages as links; `base` is the view's URL without a page. */
export function PageLinks({ base, page, count }: { base: string; page: number; count: number }) {
  return <LinkPager page={page} count={count} messages="catalogue" hrefFor={(target) => pageHref(base, target)} />;
}
