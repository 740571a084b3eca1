import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchResults } from '@/components/search/search-results';
import { Container } from '@/components/ui/container';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { searchContent, searchGoods } from '@/lib/api/search';
import { SEARCH_PAGE_SIZE, SEARCH_RESULT_PATH, searchResultHref } from '@/lib/search/search-query';
import { fromSearchSegment } from '@/lib/search/search-view';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import styles from './page.module.css';
import { readCachedPath } from '../../cached-path';
import { TrackView } from '@/components/analytics/analytics';
import { searchAnswered } from '@/lib/analytics/page-events';

// The proxy turns /search-result?search=…&sort=…&application=…&page=… into the [query] segment
// (lib/search/search-view.ts), so each view of a search is rendered once and served from Next's
// cache; nothing here reads searchParams.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/search/[query]'>;

const resolve = (params: Props['params']) => readCachedPath(params, ({ query }) => fromSearchSegment(query));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, term, page } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'search' });
  // The canonical address leaves the order and the filters out: they are views of one search.
  return publicPageMetadata(locale, term ? searchResultHref(term, page) : SEARCH_RESULT_PATH, {
    title: term ? t('resultHeading', { term }) : t('blankHeading'),
    description: term ? t('metaDescription', { term }) : t('blankHint'),
    // Result pages stay out of search engines' indexes; their links may still be followed.
    robots: { index: false, follow: true },
    page,
  });
}

export default async function SearchResultPage({ params }: Props) {
  const { locale, ...query } = await resolve(params);
  const { term, page } = query;
  const t = await getTranslations('search');
  if (!term) {
    return (
      <Container className={styles.blank}>
        <h1>{t('blankHeading')}</h1>
        <p className={text.secondary}>{t('blankHint')}</p>
      </Container>
    );
  }
  // A refused search (a blank or invalid term) finds nothing; a transient failure throws (lib/api/fallback.ts).
  const [goods, articles] = await Promise.all([
    fallback(searchGoods(term, page, SEARCH_PAGE_SIZE, locale, { sort: query.sort, filters: query.filters }), {
      main: { list: [], total: 0, correctedSearch: null, suggestedGoods: null, facets: null },
    }),
    fallback(searchContent(term, query.articlePage ?? 1, SEARCH_PAGE_SIZE, locale), { main: { list: [], total: 0 } }),
  ]);
  return (
    <Container page>
      <SearchResults query={query} goods={goods} articles={articles} imageHost={imageHost()} />
      <TrackView event={searchAnswered(term, goods.total)} />
    </Container>
  );
}
