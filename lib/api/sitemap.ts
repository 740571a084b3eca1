import 'server-only';
/** The sitemap's feed (our own API names, documented in /openapi.json). */
import { cacheLife, cacheTag } from '@/lib/cache';
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
    // 10,000 rows of { id, updatedAt } stay well under the data cache's 2 MB entry limit.
    { locale: 'en', next: { revalidate: SITEMAP_REVALIDATE, tags: [cacheTag.categories] } },
  );
  return parseAnswer(SitemapGoodsPage, data, operation.path).list.filter((goods) => goods.id <= lastId);
}

/**
 * A page of the merchant feed (docs/product.md §15.2): goods after afterId with their SKUs priced.
 * Kept as long as a goods page is (cacheLife.goods), since it carries prices: the feed never shows a
 * price older than the page it links to.
 */
export async function getMerchantFeedPage(afterId: number, locale: Locale): Promise<MerchantFeedPage> {
  const operation = sitemapApi.merchantFeed;
  const data = await api.request(operation, { afterId }, { locale, next: { revalidate: cacheLife.goods, tags: [cacheTag.categories] } });
  return parseAnswer(MerchantFeedPage, data, operation.path);
}
