import { LinkPager } from '@/components/common/link-pager';
import { searchViewHref, type SearchQuery } from '@/lib/search/search-view';

/** The goods' or the articles' result pages as links, keeping the term, order, filters and the other list's page. */
export function SearchPager({ query, list, count }: { query: SearchQuery; list: 'goods' | 'articles'; count: number }) {
  if (list === 'articles') {
    return (
      <LinkPager
        page={query.articlePage ?? 1}
        count={count}
        messages="searchArticlePages"
        hrefFor={(target) => searchViewHref({ ...query, articlePage: target })}
      />
    );
  }
  return <LinkPager page={query.page} count={count} messages="search" hrefFor={(target) => searchViewHref({ ...query, page: target })} />;
}
