import 'server-only';
/** The sitemap's feed (our own API names, documented in /openapi.json). */
import { cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { MerchantFeedPage, SitemapGoodsPage, SitemapSummary } from '@/contract/sitemap';
import { parseAnswer } from './answer';
import { api } from './config';
import { sitemapApi } from '@/contract/operations/sitemap';

const SITEMAP_REVALIDATE = 3600;

export async function getSitemapSummary(): Promise<SitemapSummary> {
  const operation = sitemapApi.sitemapSummary;
  const data = await api.request(operation, undefined, {
    locale: 'en',
    next: { revalidate: SITEMAP_REVALIDATE, tags: [cacheTag.categories] },
  });
  return parseAnswer(SitemapSummary, data, operation.path);
}

/** On-shelf goods with afterId < id ≤ lastId, in id order. */
export async function getSitemapGoods(afterId: number, lastId: number): Promise<{ id: number; updatedAt: string }[]> {
  const operation = sitemapApi.sitemapGoods;
  const data = await api.request(
    operation,
    { afterId, limit: lastId - afterId },
    // 5,000 rows (GOODS_PER_SITEMAP) of { id, updatedAt } stay well under the data cache's 2 MB entry limit.
    { locale: 'en', next: { revalidate: SITEMAP_REVALIDATE, tags: [cacheTag.categories] } },
  );
  return parseAnswer(SitemapGoodsPage, data, operation.path).list.filter((goods) => goods.id <= lastId);
}

/**
 * A page of the merchant feed (docs/product.md §15.2): goods after afterId with their SKUs priced now.
 * Never kept in Next's data cache: 100,000 goods are 200 pages of several hundred kB each, which
 * would push the goods pages out of the shared cache at every fetch of the feed (256 MB by default,
 * docs/configuration.md), and the prices stay those of the moment the feed is read.
 */
export async function getMerchantFeedPage(afterId: number, locale: Locale): Promise<MerchantFeedPage> {
  const operation = sitemapApi.merchantFeed;
  const data = await api.request(operation, { afterId }, { locale, cache: 'no-store' });
  return parseAnswer(MerchantFeedPage, data, operation.path);
}
