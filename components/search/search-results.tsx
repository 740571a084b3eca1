import { getTranslations } from 'next-intl/server';
import { CurrencyNote } from '@/components/ui/currency-note';
import { GoodsListRows } from '@/components/catalogue/goods-list-rows';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import type { ArticleSummary, GoodsSearchResults, SearchResults as Results } from '@/lib/api/search';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { exactItemnoHit } from '@/lib/search/exact-itemno';
import { searchPageCount } from '@/lib/search/search-query';
import { ArticleResults } from './article-results';
import { ItemnoSuggestion } from './itemno-suggestion';
import { RecordSearch } from './record-search';
import { SearchPager } from './search-pager';
import { SearchSection } from './search-section';
import styles from './search-results.module.css';

export interface SearchResultsProps {
  term: string;
  page: number;
  goods: GoodsSearchResults;
  articles: Results<ArticleSummary>;
  imageHost: string;
}

/**
 * The results of one search (docs/product.md §2.1 /search-result): the term, both counts, the goods
 * (opening in a new tab) and the articles, with one pager for both lists, right under the goods.
 */
export async function SearchResults({ term, page, goods, articles, imageHost }: SearchResultsProps) {
  const [t, common] = await Promise.all([getTranslations('search'), getTranslations('common')]);
  const goodsCount = t('goodsCount', { count: goods.total });
  const articleCount = t('articleCount', { count: articles.total });
  const showGoods = goods.list.length > 0 || !goods.total;
  // An exact Cat. No. goes on to its goods page (docs/product.md §5); paging back through its results does not.
  const exact = page === 1 ? exactItemnoHit(term, goods.list) : null;
  // Right under the goods (what a buyer pages through), or after the articles once the goods ran out.
  const pager = <SearchPager term={term} page={page} count={Math.max(searchPageCount(goods.total), searchPageCount(articles.total))} />;
  return (
    <>
      {/* Uses no messages, so it needs no IslandMessages of its own. */}
      <RecordSearch term={term} page={page} goodsPage={exact ? goodsHref(exact.id) : undefined} />
      <h1 className={styles.heading}>{t('resultHeading', { term })}</h1>
      <p className={cx(text.body2, text.secondary, styles.counts)}>
        {goodsCount} · {articleCount}
      </p>
      {goods.correctedSearch ? <p className={cx(text.body2, styles.corrected)}>{t('correctedNote', { term, corrected: goods.correctedSearch })}</p> : null}
      {goods.suggestedGoods ? <ItemnoSuggestion term={term} goods={goods.suggestedGoods} className={cx(text.body2, styles.corrected)} /> : null}
      {/* A list whose pages ran out before the other's is left out of the later pages. */}
      {showGoods ? (
        <SearchSection id="search-goods" title={t('goodsHeading')} count={goodsCount} empty={goods.list.length === 0} noData={common('noData')}>
          <GoodsListRows goods={goods.list} imageHost={imageHost} />
          <CurrencyNote />
        </SearchSection>
      ) : null}
      {showGoods ? pager : null}
      {articles.list.length || !articles.total ? (
        <SearchSection id="search-articles" title={t('articlesHeading')} count={articleCount} empty={articles.list.length === 0} noData={common('noData')}>
          <ArticleResults articles={articles.list} />
        </SearchSection>
      ) : null}
      {showGoods ? null : pager}
    </>
  );
}
