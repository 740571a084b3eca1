/**
 * What follows a goods import: the search data of the changed goods, then the storefront pages
 * that show them (docs/architecture.md §4, on-demand revalidation). Every storefront URL given is
 * told, so instances that keep their own page cache are all refreshed; with one shared cache one
 * URL is enough.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reindexGoodsSearch } from '../seed/search-index';

/**
 * From this many changed goods, search is re-indexed whole: one pass that rebuilds the indexes
 * beats deleting and re-inserting that many rows through them.
 */
const WHOLE_REINDEX_FROM = 20_000;
/** The revalidation route takes at most 1,000 goods ids a request (lib/revalidation.ts): about 8 kB, far under its 256 kB cap. */
const GOODS_IDS_PER_REQUEST = 1_000;
const REQUEST_TIMEOUT_MS = 30_000;

export async function reindexChangedGoods(db: Db, goodsIds: readonly number[]): Promise<'none' | 'some' | 'all'> {
  if (goodsIds.length === 0) return 'none';
  if (goodsIds.length >= WHOLE_REINDEX_FROM) {
    await reindexGoodsSearch(db);
    // Statistics for the grown tables, as after a seed: PGlite has no autovacuum to gather them.
    await db.execute(sql`ANALYZE goods, skus, goods_search, search_titles, search_words`);
    return 'all';
  }
  await reindexGoodsSearch(db, goodsIds);
  return 'some';
}

export interface RevalidationTarget {
  /** Storefront origins, e.g. http://127.0.0.1:3000. */
  urls: readonly string[];
  secret: string;
}

export interface RevalidationResult {
  url: string;
  requests: number;
  tags: number;
  /** Why the storefront could not be told; the pages then refresh at their cache lifetime. */
  error?: string;
}

function revalidationBodies(goodsIds: readonly number[], categories: readonly string[]): object[] {
  const bodies: object[] = [];
  for (let start = 0; start < goodsIds.length; start += GOODS_IDS_PER_REQUEST) {
    bodies.push({ goodsIds: goodsIds.slice(start, start + GOODS_IDS_PER_REQUEST) });
  }
  // Listings and menus are tagged by category (lib/api/goods.ts): the codes the goods are filed under, old and new.
  for (let start = 0; start < categories.length; start += GOODS_IDS_PER_REQUEST) {
    bodies.push({ categories: categories.slice(start, start + GOODS_IDS_PER_REQUEST) });
  }
  return bodies;
}

async function tell(url: string, secret: string, bodies: readonly object[]): Promise<RevalidationResult> {
  const endpoint = new URL('/api/revalidate', url).toString();
  let tags = 0;
  let requests = 0;
  for (const body of bodies) {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as { code?: number; msg?: string; data?: { tags?: string[] } };
      if (!response.ok || answer.code !== 0) return { url, requests, tags, error: `HTTP ${response.status}: ${answer.msg ?? 'no envelope'}` };
      requests += 1;
      tags += answer.data?.tags?.length ?? 0;
    } catch (error) {
      return { url, requests, tags, error: error instanceof Error ? error.message : String(error) };
    }
  }
  return { url, requests, tags };
}

/** Tells every storefront, one after another, which goods and categories changed. */
export async function revalidateStorefronts(
  target: RevalidationTarget,
  goodsIds: readonly number[],
  categories: readonly string[],
): Promise<RevalidationResult[]> {
  const bodies = revalidationBodies(goodsIds, categories);
  if (bodies.length === 0) return [];
  const results: RevalidationResult[] = [];
  for (const url of target.urls) results.push(await tell(url, target.secret, bodies));
  return results;
}
