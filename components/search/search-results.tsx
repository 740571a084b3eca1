import { getTranslations } from 'next-intl/server';
import Typography from '@mui/material/Typography';
import { GoodsListRows } from '@/components/catalogue/goods-list-rows';
import type { ArticleSummary, GoodsSearchResults, SearchResults as Results } from '@/lib/api/search';
import { searchPageCount } from '@/lib/search/search-query';
import { ArticleResults } from './article-results';
import { RecordSearch } from './record-search';
import { SearchPager } from './search-pager';
import { SearchSection } from './search-section';

export interface SearchResultsProps {
  term: string;
  page: number;
  goods: GoodsSearchResults;
  articles: Results<ArticleSummary>;
  imageHost: string;
}

/**
 * The results of one search (SPEC.md §2.1 /search-result): the term, both counts, the goods
 * (opening in a new tab) and the articles, with one pager for both lists.
 */
export async function SearchResults({ term, page, goods, articles, imageHost }: SearchResultsProps) {
  const [t, common] = await Promise.all([getTranslations('search'), getTranslations('common')]);
  const goodsCount = t('goodsCount', { count: goods.total });
  const articleCount = t('articleCount', { count: articles.total });
  return (
    <>
      <RecordSearch term={term} page={page} />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, overflowWrap: 'anywhere' }}>
        {t('resultHeading', { term })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {goodsCount} · {articleCount}
      </Typography>
      {goods.correctedSearch ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('correctedNote', { term, corrected: goods.correctedSearch })}
        </Typography>
      ) : null}
      {/* A list whose pages ran out before the other's is left out of the later pages. */}
      {goods.list.length || !goods.total ? (
        <SearchSection id="search-goods" title={t('goodsHeading')} count={goodsCount} empty={goods.list.length === 0} noData={common('noData')}>
          <GoodsListRows goods={goods.list} imageHost={imageHost} />
        </SearchSection>
      ) : null}
      {articles.list.length || !articles.total ? (
        <SearchSection id="search-articles" title={t('articlesHeading')} count={articleCount} empty={articles.list.length === 0} noData={common('noData')}>
          <ArticleResults articles={articles.list} />
        </SearchSection>
      ) : null}
      <SearchPager term={term} page={page} count={Math.max(searchPageCount(goods.total), searchPageCount(articles.total))} />
    </>
  );
}
