'use client';
/**
 * Goods data for a guest's inquiry-list lines (the device keeps only ids and quantities). The
 * API has no look-up of several goods by id, so each distinct goods item is asked for once
 * through the BFF (its details: title, Cat. No., cover, SKUs with prices) and kept
 * for the page's life, so removing or changing a line never asks again.
 */
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { fetchGoodsSummary } from '@/lib/api/islands/goods';
import type { Locale } from '@/lib/i18n/locales';

/** A few at a time: a long guest list should not queue dozens of requests behind each other. */
const CONCURRENCY = 4;

const known = new Map<string, Promise<GoodsSummaryView | null>>();

function fetchGoods(id: number, locale: Locale): Promise<GoodsSummaryView | null> {
  const key = `${locale}:${id}`;
  const cached = known.get(key);
  if (cached) return cached;
  // Unknown goods (null) stay on the list as unavailable.
  const request = fetchGoodsSummary(id, locale);
  known.set(key, request);
  // A failed look-up is asked again next time rather than remembered.
  request.catch(() => known.delete(key));
  return request;
}

/** Goods by id for the given ids; null for ids the API does not know. */
export async function fetchGuestGoods(ids: readonly number[], locale: Locale): Promise<Map<number, GoodsSummaryView | null>> {
  const found = new Map<number, GoodsSummaryView | null>();
  let next = 0;
  async function worker(): Promise<void> {
    while (next < ids.length) {
      const id = ids[next] as number;
      next += 1;
      found.set(id, await fetchGoods(id, locale));
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return found;
}
