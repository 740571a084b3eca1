import { LinkPager } from '@/components/common/link-pager';
import { searchResultHref } from '@/lib/search/search-query';

/** Result pages as links keeping the term. */
export function SearchPager({ term, page, count }: { term: string; page: number; count: number }) {
  return <LinkPager page={page} count={count} messages="search" hrefFor={(target) => searchResultHref(term, target)} />;
}
