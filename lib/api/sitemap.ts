import 'server-only';
/** The sitemap's feed (our own API names, documented in /openapi.json). */
import { cacheTag } from '@/lib/cache';
import { api } from './config';

export interface SitemapSummary {
  goodsTotal: number;
  maxGoodsId: number;
  lastModified: string | null;
  categories: { id: string; linkUrl: string | null; pids: string; level: number }[];
}

const SITEMAP_REVALIDATE = 3600;

export async function getSitemapSummary(): Promise<SitemapSummary> {
  return api.request<SitemapSummary>('get', '/online/togoods/sitemapSummary', undefined, {
    locale: 'en',
    next: { revalidate: SITEMAP_REVALIDATE, tags: [cacheTag.categories] },
  });
}

/** On-shelf goods with afterId < id ≤ lastId, in id order. */
export async function getSitemapGoods(afterId: number, lastId: number): Promise<{ id: number; updatedAt: string }[]> {
  const data = await api.request<{ list: { id: number; updatedAt: string }[] }>(
    'get',
    '/online/togoods/sitemapGoods',
    { afterId, limit: lastId - afterId },
    // 10,000 rows of { id, updatedAt } stay well under the data cache's 2 MB entry limit.
    { locale: 'en', next: { revalidate: SITEMAP_REVALIDATE, tags: [cacheTag.categories] } },
  );
  return data.list.filter((goods) => goods.id <= lastId);
}
