/**
 * searchGoods (docs/product.md §7.2): one page of ranked goods summaries for a term, corrected for a
 * typo when the term as typed finds nothing, and the term logged for suggestions.
 */
import type { Db } from '../db/client';
import type { Lang } from '../http/locale';
import { summariesByIds } from '../goods/goods-summary';
import { matchCache, rankCache } from './search-cache';
import { planSearch, replaceWords, type SearchPlan } from './search-plan';
import { anyGoodsMatch, rankGoods, type RankQuery } from './search-rank';
import { logSearchTerm, recordSearchTerm } from './search-terms';
import { corrections } from './search-typos';
import type { GoodsSearchAnswer } from '../../contract/search';
export type { GoodsSearchAnswer } from '../../contract/search';

export interface GoodsSearchQuery {
  search: string;
  page: number;
  limit: number;
  goodsCate?: string;
  /** Whether a first page counts as a search in the term log (false: the caller records views itself). */
  record?: boolean;
}

interface Ranked {
  ids: number[];
  total: number;
  /** Whether the term as typed found goods (a corrected term does not count). */
  hasResult: boolean;
  corrected: string | null;
}

async function rankWithCorrections(db: Db, query: RankQuery): Promise<Ranked> {
  const direct = await rankGoods(db, query);
  if (direct.total > 0) return { ...direct, hasResult: true, corrected: null };
  const fixes = await corrections(db, query.plan);
  if (fixes.size === 0) return { ...direct, hasResult: false, corrected: null };
  const plan: SearchPlan = replaceWords(query.plan, fixes);
  const again = await rankGoods(db, { ...query, plan });
  return { ...again, hasResult: false, corrected: again.total > 0 ? plan.term : null };
}

export async function searchGoods(db: Db, query: GoodsSearchQuery, lang: Lang): Promise<GoodsSearchAnswer> {
  const plan = planSearch(query.search);
  const { page, limit, goodsCate } = query;
  const key = JSON.stringify([plan.term, goodsCate ?? null, page, limit]);
  const ranked = await rankCache.get(db, key, () => rankWithCorrections(db, { plan, goodsCate, page, limit }));
  // Only the first page is a new search; paging through the answer is not.
  const logged = page === 1 && plan.term && query.record !== false ? logSearchTerm(db, query.search, ranked.hasResult) : undefined;
  const [list] = await Promise.all([summariesByIds(db, ranked.ids, lang), logged]);
  return { list, totalCount: ranked.total, correctedSearch: ranked.corrected };
}

/**
 * Counts one view of a search's results that did not search (the storefront serves its result
 * pages from cache and asks with record=false): whether the term finds goods is worked out
 * here, never taken from the caller.
 */
export async function recordSearchView(db: Db, searched: string): Promise<{ hasResult: boolean }> {
  const plan = planSearch(searched);
  if (!plan.term) return { hasResult: false };
  const hasResult = await matchCache.get(db, plan.term, () => anyGoodsMatch(db, plan));
  await recordSearchTerm(db, searched, hasResult);
  return { hasResult };
}
