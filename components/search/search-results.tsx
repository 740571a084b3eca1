import { getTranslations } from 'next-intl/server';
import { CurrencyNote } from '@/components/ui/currency-note';
import { GoodsListRows } from '@/components/catalogue/goods-list-rows';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import type { ArticleSummary, GoodsSearchResults, SearchResults as Results } from '@/lib/api/search';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { exactItemnoHit } from '@/lib/search/exact-itemno';
import { hasFilters } from '@/lib/search/search-filters';
import { searchPageCount } from '@/lib/search/search-query';
import type { SearchQuery } from '@/lib/search/search-view';
import { ArticleResults } from './article-results';
import { ItemnoSuggestion } from './itemno-suggestion';
import { RecordSearch } from './record-search';
import { SearchFacets } from './search-facets';
import { SearchPager } from './search-pager';
import { SearchSection } from './search-section';
import { SearchSort } from './search-sort';
import styles from './search-results.module.css';

export interface SearchResultsProps {
  query: SearchQuery;
  goods: GoodsSearchResults;
  articles: Results<ArticleSummary>;
  imageHost: string;
}

/**
 * The results of one search (docs/product.md §2.1 /search-result, §5): the term, both counts, the
 * facets beside the goods (opening in a new tab) with their order and pager right under them,
 * then the articles with their own pager.
 */
export async function SearchResults({ query, goods, articles, imageHost }: SearchResultsProps) {
  const [t, facetsText, common] = await Promise.all([getTranslations('search'), getTranslations('searchFacets'), getTranslations('common')]);
  const { term, page } = query;
  const filtered = hasFilters(query.filters ?? {});
  const goodsCount = filtered ? facetsText('filteredCount', { count: goods.total }) : t('goodsCount', { count: goods.total });
  const articleCount = t('articleCount', { count: articles.total });
  // The search as typed: its first page, unfiltered, in relevance order. Only that view counts as
  // a search and goes on to an exact Cat. No.'s goods page (docs/product.md §5); the others are views of it.
  const firstView = page === 1 && (query.articlePage ?? 1) === 1 && !filtered && (query.sort ?? 'relevance') === 'relevance';
  const exact = firstView ? exactItemnoHit(term, goods.list) : null;
  return (
    <>
      {/* Uses no messages, so it needs no IslandMessages of its own. */}
      <RecordSearch term={term} page={firstView ? 1 : Math.max(page, 2)} goodsPage={exact ? goodsHref(exact.id) : undefined} />
      <h1 className={styles.heading}>{t('resultHeading', { term })}</h1>
      <p className={cx(text.body2, text.secondary, styles.counts)}>
        {goodsCount} · {articleCount}
      </p>
      {goods.correctedSearch ? <p className={cx(text.body2, styles.corrected)}>{t('correctedNote', { term, corrected: goods.correctedSearch })}</p> : null}
      {goods.suggestedGoods ? <ItemnoSuggestion term={term} goods={goods.suggestedGoods} className={cx(text.body2, styles.corrected)} /> : null}
      <div className={styles.layout}>
        <aside className={styles.aside}>{goods.facets ? <SearchFacets query={query} facets={goods.facets} /> : null}</aside>
        <div className={styles.main}>
          <SearchSection
            id="search-goods"
            title={t('goodsHeading')}
            count={goodsCount}
            empty={goods.list.length === 0}
            noData={filtered && goods.total === 0 ? facetsText('noneMatch') : common('noData')}
          >
            {goods.total > 1 ? <SearchSort query={query} /> : null}
            <GoodsListRows goods={goods.list} imageHost={imageHost} />
            <CurrencyNote />
          </SearchSection>
          <SearchPager query={query} list="goods" count={searchPageCount(goods.total)} />
          <SearchSection id="search-articles" title={t('articlesHeading')} count={articleCount} empty={articles.list.length === 0} noData={common('noData')}>
            <ArticleResults articles={articles.list} />
          </SearchSection>
          <SearchPager query={query} list="articles" count={searchPageCount(articles.total)} />
        </div>
      </div>
    </>
  );
}
