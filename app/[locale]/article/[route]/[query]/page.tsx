import type { Metadata } from 'next';
import { ArticleView } from '@/components/articles/article-view';
import { getArticle, type ArticleDetail } from '@/lib/api/articles';
import { fallback } from '@/lib/api/fallback';
import { fromArticleSegment, isArticleDetailRoute } from '@/lib/content/article-routes';
import { articleDescription } from '@/lib/content/article-text';
import { articleHref } from '@/lib/search/result-links';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageUrl } from '@/lib/catalogue/image';
import { imageHost } from '@/lib/site';
import { WechatShareCard } from '@/components/wechat/wechat-share-card';
import type { Locale } from '@/lib/i18n/locales';
import { readCachedPath } from '../../../cached-path';

// Rendered on first request and served from Next's cache (docs/architecture.md §4): the proxy turns
// /promotion-detail, /data-detail and /experimentalPlanDetail into [query] ('id~4485').
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/article/[route]/[query]'>;

/** The article a URL names, or the 404 page: unknown ids, drafts and hidden articles alike. */
const resolve = (params: Props['params']) =>
  readCachedPath(params, async ({ route, query }, locale) => {
    const id = isArticleDetailRoute(route) ? fromArticleSegment(query) : null;
    const article = id === null ? null : await fallback(getArticle(id, locale), { main: null });
    return article ? { article } : null;
  });

/** The page's title, description and image: its head, and its WeChat share card. */
function articleMetadata(locale: Locale, article: ArticleDetail): Promise<Metadata> {
  // One canonical page per article: the detail route of its root, whichever route showed it.
  return publicPageMetadata(locale, articleHref(article), {
    title: article.title,
    description: articleDescription(article),
    type: 'article',
    publishedTime: article.publishedAt,
    images: article.cover ? [{ url: imageUrl(article.cover, imageHost()), alt: article.title }] : [],
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await resolve(params);
  return articleMetadata(locale, article);
}

export default async function ArticlePage({ params }: Props) {
  const { locale, article } = await resolve(params);
  return (
    <>
      <ArticleView article={article} locale={locale} />
      <WechatShareCard metadata={() => articleMetadata(locale, article)} />
    </>
  );
}
