/**
 * searchGoods (docs/product.md §5, §7.2): one page of ranked goods summaries for a term, the term
 * logged for suggestions. When the term as typed finds nothing, its pinyin is tried ('kangti'
 * → 抗体), then a typo correction ('antibdy'), and a term that still finds nothing but is one slip
 * from a Cat. No. ('AB10O31R') names that goods item.
 */
import type { Db } from '../db/client';
import type { Lang } from '../http/locale';
import { summariesByIds } from '../goods/goods-summary';
import { finderIndex, finderIndexHolding } from '../finder/facets-cache';
import { matchCache, rankCache, resultCache } from './search-cache';
import { facetDictionaries, groupOptions, namedFacets, selectionOf } from './search-facet-groups';
import { facetedPage, matchPositions, type FacetedPage } from './search-facets';
import { searchFacetsIndex } from './search-facets-index';
import { itemnoSlip, type ItemnoMatch } from './itemno-suggestion';
import { pinyinReadings, planSearch, replaceWords, type SearchPlan } from './search-plan';
import { anyGoodsMatch, rankAll, rankGoods, type RankQuery, type RankedPage } from './search-rank';
import { logSearchTerm, recordSearchTerm } from './search-terms';
import { corrections } from './search-typos';
import type { GoodsSearchAnswer, SearchGoodsRequest, SuggestedGoods } from '../../contract/search';
export type { GoodsSearchAnswer } from '../../contract/search';

export type GoodsSearchQuery = Pick<SearchGoodsRequest, 'search' | 'page' | 'limit' | 'goodsCate'> &
  Partial<Pick<SearchGoodsRequest, 'sort' | 'categories' | 'applications' | 'species' | 'labels' | 'sizes' | 'facets'>> & {
    /** Whether a first page counts as a search in the term log (false: the caller records views itself). */
    record?: boolean;
  };

/** One page of ranked ids, or every matching id in rank order (the faceted results). */
type Ranker = (db: Db, query: RankQuery) => Promise<RankedPage>;

interface Ranked {
  ids: number[];
  total: number;
  /** Whether the term as typed found goods (a corrected term does not count). */
  hasResult: boolean;
  corrected: string | null;
  /** The goods item a Cat. No. slip meant, when nothing else found goods. */
  itemnoSlip: ItemnoMatch | null;
}

/**
 * The pinyin search. It runs only when the term matched no goods as typed, so a pinyin match
 * never pushes a direct one down ('long' stays the English word, not every 单克隆 antibody). A
 * term spaced as syllables ('kang ti') is tried as one word first, then each letter-only token
 * may match as typed or as pinyin ('kangti CCNB1').
 */
async function rankAsPinyin(db: Db, query: RankQuery, rank: Ranker): Promise<Omit<Ranked, 'corrected' | 'itemnoSlip'>> {
  for (const plan of pinyinReadings(query.plan)) {
    const found = await rank(db, { ...query, plan, pinyin: true });
    if (found.total > 0) return { ...found, hasResult: true };
  }
  return { ids: [], total: 0, hasResult: false };
}

async function rankWithCorrections(db: Db, query: RankQuery, rank: Ranker = rankGoods): Promise<Ranked> {
  const direct = await rank(db, query);
  if (direct.total > 0) return { ...direct, hasResult: true, corrected: null, itemnoSlip: null };
  const pinyin = await rankAsPinyin(db, query, rank);
  if (pinyin.hasResult) return { ...pinyin, corrected: null, itemnoSlip: null };
  // A Cat. No. slip before a word's typo: 'AB1031R' meant a Cat. No., not a catalogue word.
  const slip = await itemnoSlip(db, query.plan);
  if (slip) return { ...direct, hasResult: false, corrected: null, itemnoSlip: slip };
  const fixes = await corrections(db, query.plan);
  if (fixes.size > 0) {
    const plan: SearchPlan = replaceWords(query.plan, fixes);
    const again = await rank(db, { ...query, plan });
    if (again.total > 0) return { ...again, hasResult: false, corrected: plan.term, itemnoSlip: null };
  }
  return { ...direct, hasResult: false, corrected: null, itemnoSlip: null };
}

/** The slipped-on goods item as the answer names it: its title in the caller's language. */
async function suggestedGoods(db: Db, slip: ItemnoMatch | null, lang: Lang): Promise<SuggestedGoods | null> {
  if (!slip) return null;
  const [summary] = await summariesByIds(db, [slip.id], lang);
  return summary ? { id: slip.id, itemno: slip.itemno, title: summary.title } : null;
}

/** Whether the request asks for more than one ranked page: facets, a filter or another order. */
function isFaceted(query: GoodsSearchQuery): boolean {
  const filters = [query.categories, query.applications, query.species, query.labels, query.sizes];
  return Boolean(query.facets) || (query.sort !== undefined && query.sort !== 'relevance') || filters.some((codes) => codes && codes.length > 0);
}

/**
 * The faceted results (docs/product.md §5): every match of the term (as typed, as pinyin or
 * corrected, like a plain search) narrowed by the selection, ordered and counted in memory from the
 * finder index. The matches are cached per term, the page and its counts per whole request.
 */
async function facetedSearch(db: Db, query: GoodsSearchQuery, plan: SearchPlan, lang: Lang) {
  const { page, limit, goodsCate } = query;
  const sort = query.sort ?? 'relevance';
  const matchKey = JSON.stringify(['all', plan.term, goodsCate ?? null]);
  const [ranked, stored, dicts] = await Promise.all([
    rankCache.get(db, matchKey, () => rankWithCorrections(db, { plan, goodsCate, page: 1, limit }, rankAll)),
    finderIndex(db),
    facetDictionaries(db),
  ]);
  let index = stored;
  let extra = await searchFacetsIndex(db, index);
  const selection = selectionOf(query, dicts);
  const key = JSON.stringify([plan.term, goodsCate ?? null, selection, sort, page, limit]);
  const result = await resultCache.get<FacetedPage>(db, key, async () => {
    let match = matchPositions(ranked.ids, index, extra.positionOf);
    if (match.unindexed.length > 0) {
      index = await finderIndexHolding(db, match.unindexed);
      extra = await searchFacetsIndex(db, index);
      match = matchPositions(ranked.ids, index, extra.positionOf);
    }
    return facetedPage(index, extra, match, groupOptions(index, extra, dicts), { selection, sort, page, limit, at: Date.now() });
  });
  return { ranked, result, facets: query.facets ? namedFacets(result.counts, extra, dicts, lang) : null };
}

export async function searchGoods(db: Db, query: GoodsSearchQuery, lang: Lang): Promise<GoodsSearchAnswer> {
  const plan = planSearch(query.search);
  const { page, limit, goodsCate } = query;
  let answer: { ranked: Ranked; ids: number[]; total: number; facets: GoodsSearchAnswer['facets'] };
  if (isFaceted(query)) {
    const { ranked, result, facets } = await facetedSearch(db, query, plan, lang);
    answer = { ranked, ids: result.ids, total: result.total, facets };
  } else {
    const key = JSON.stringify([plan.term, goodsCate ?? null, page, limit]);
    const ranked = await rankCache.get(db, key, () => rankWithCorrections(db, { plan, goodsCate, page, limit }));
    answer = { ranked, ids: ranked.ids, total: ranked.total, facets: null };
  }
  const { ranked } = answer;
  // Only the first page is a new search; paging through the answer is not.
  const logged = page === 1 && plan.term && query.record !== false ? logSearchTerm(db, query.search, ranked.hasResult, lang) : undefined;
  const [list, suggested] = await Promise.all([summariesByIds(db, answer.ids, lang), suggestedGoods(db, ranked.itemnoSlip, lang), logged]);
  return { list, totalCount: answer.total, correctedSearch: ranked.corrected, suggestedGoods: suggested, facets: answer.facets };
}

/** Whether the term as typed finds goods, directly or as pinyin (as searchGoods decides). */
async function anyGoodsMatchAsTyped(db: Db, plan: SearchPlan): Promise<boolean> {
  if (await anyGoodsMatch(db, plan)) return true;
  for (const reading of pinyinReadings(plan)) if (await anyGoodsMatch(db, reading, { pinyin: true })) return true;
  return false;
}

/**
 * Counts one view of a search's results that did not search (the storefront serves its result
 * pages from cache and asks with record=false): whether the term finds goods is worked out
 * here, never taken from the caller.
 */
export async function recordSearchView(db: Db, searched: string, lang: Lang): Promise<{ hasResult: boolean }> {
  const plan = planSearch(searched);
  if (!plan.term) return { hasResult: false };
  const hasResult = await matchCache.get(db, plan.term, () => anyGoodsMatchAsTyped(db, plan));
  await recordSearchTerm(db, searched, hasResult, lang);
  return { hasResult };
}
