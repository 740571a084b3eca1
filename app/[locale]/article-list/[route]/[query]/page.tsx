import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleBreadcrumbs } from '@/components/articles/article-breadcrumbs';
import { ArticleCards } from '@/components/articles/article-cards';
import { ArticleFrame } from '@/components/articles/article-frame';
import { ArticleSortLinks } from '@/components/articles/article-sort-links';
import { ContentMenu } from '@/components/articles/content-menu';
import { LinkPager } from '@/components/common/link-pager';
import { getArticles, getContentTree } from '@/lib/api/articles';
import { fallback } from '@/lib/api/fallback';
import { articleCategoryHref, articleListHref, fromArticleListSegment, isArticleListRoute, type ArticleListQuery } from '@/lib/content/article-routes';
import { articlePageCount, findInTree } from '@/lib/content/content-tree';
import type { Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import { readCachedPath } from '../../../cached-path';

// Rendered on first request and served from Next's cache (docs/architecture.md §4): the proxy turns
// /event-promotion?code=…, /experimentalPlanList?id=… and /learning-support?id=… into [query].
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/article-list/[route]/[query]'>;

const HEADING_ID = 'article-list-heading';

const resolve = (params: Props['params']) =>
  readCachedPath(params, ({ route, query }) => (isArticleListRoute(route) ? { route, query: fromArticleListSegment(route, query) } : null));

/** The root's tree and the category shown in it; null when either is unknown (the page answers 404). */
async function loadTree(query: ArticleListQuery, locale: Locale) {
  const tree = await fallback(getContentTree(query.root, locale), { main: null });
  const found = tree ? findInTree(tree, query.category) : null;
  return tree && found ? { tree, ...found } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route, query } = await resolve(params);
  const [loaded, list, t] = await Promise.all([
    loadTree(query, locale),
    fallback(getArticles(query.category, locale, { page: query.page, sort: query.sort }), { main: null }),
    getTranslations({ locale, namespace: 'articles' }),
  ]);
  if (!loaded) return {};
  return publicPageMetadata(locale, articleListHref(route, query), {
    title: loaded.node.dictValue,
    description: t('listMetaDescription', { name: loaded.node.dictValue, count: list?.totalCount ?? 0 }),
    page: query.page,
    variants: query.sort === 'newest' ? [t('sortNewest')] : [],
  });
}

export default async function ArticleListPage({ params }: Props) {
  const { locale, route, query } = await resolve(params);
  const [loaded, list, t] = await Promise.all([
    loadTree(query, locale),
    fallback(getArticles(query.category, locale, { page: query.page, sort: query.sort }), { main: { list: [], totalCount: 0 } }),
    getTranslations('articles'),
  ]);
  if (!loaded) notFound();
  const { tree, node, ancestors } = loaded;
  const pages = articlePageCount(list.totalCount);
  if (query.page > pages) notFound();
  const trail = ancestors.map((ancestor, index) => ({
    name: ancestor.dictValue,
    href: articleCategoryHref(
      ancestor.id,
      ancestors.slice(0, index).map((above) => above.id),
    ),
  }));

  return (
    <ArticleFrame
      breadcrumbs={<ArticleBreadcrumbs trail={trail} current={{ name: node.dictValue, href: articleListHref(route, query) }} locale={locale} />}
      menu={<ContentMenu route={route} tree={tree} currentId={node.id} />}
    >
      <section aria-labelledby={HEADING_ID}>
        <h1 id={HEADING_ID}>{node.dictValue}</h1>
        <ArticleSortLinks route={route} query={query} count={t('count', { count: list.totalCount })} />
        <ArticleCards articles={list.list} imageHost={imageHost()} />
        <LinkPager page={query.page} count={pages} messages="articles" hrefFor={(page) => articleListHref(route, { ...query, page })} />
      </section>
    </ArticleFrame>
  );
}
