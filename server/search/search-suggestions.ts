/**
 * Search suggestions (docs/product.md §5, §9: 10) for the term being typed: logged terms that found
 * goods, the most searched first (those starting with the input before those containing it),
 * then goods titles in the caller's language and Cat. Nos. starting with it, then titles
 * containing it; each once, case-insensitively. Input that matches nothing as typed is read as pinyin
 * ('kangti', 'kt'): titles of goods whose Chinese title it spells. Every step is an index probe that stops at the
 * limit, and all of them share one statement, so an answer costs one round trip however large
 * the catalogue.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Lang } from '../http/locale';
import { suggestionCache } from './search-cache';
import { matchCondition } from './search-rank';
import { joinedPinyin, likePattern, planSearch, type SearchPlan } from './search-plan';
import { normaliseText } from './search-text';

export interface SuggestionQuery {
  searchTerms: string;
  hasResult: boolean;
  limit: number;
}

/**
 * Titles containing the input are looked for among the first goods holding it anywhere, and
 * only so many: a term found in half the catalogue, but in none of its titles in this
 * language, must not cost a scan of that half.
 */
const CONTAINING_CANDIDATES = 100;

/** The normalised title of goods_search in each language. */
const titleKeys: Record<Lang, SQL> = { en: sql.raw('s.title_en_key'), zh: sql.raw('s.title_zh_key') };

/** Each value once, case-insensitively, in the order given, at most `limit`. */
function distinct(values: readonly string[], limit: number): string[] {
  const seen = new Set<string>();
  const picked: string[] = [];
  for (const value of values) {
    const key = normaliseText(value);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    picked.push(value);
    if (picked.length === limit) break;
  }
  return picked;
}

/** Substring look-ups need an index that can serve every part: trigrams or Han grams, not short whole words. */
function canSearchInside(plan: SearchPlan): boolean {
  return plan.tokens.length > 0 && plan.tokens.every((token) => token.latin.every((part) => part.trigram));
}

/** An English title holds no Chinese, so Chinese input is not looked for inside English titles. */
function canHoldInTitle(plan: SearchPlan, lang: Lang): boolean {
  return lang === 'zh' || plan.tokens.every((token) => token.han.length === 0);
}

/** Logged terms in their display spelling, those starting with the input first, then the most searched. */
function loggedTerms(plan: SearchPlan, hasResult: boolean, limit: number): SQL {
  const prefix = likePattern(plan.term, { prefix: true });
  const where = canSearchInside(plan) ? sql`term LIKE ${likePattern(plan.term)}` : sql`term COLLATE "C" LIKE ${prefix}`;
  return sql`ARRAY(
    SELECT display FROM search_terms WHERE ${where}${hasResult ? sql` AND has_result` : sql``}
    ORDER BY (term COLLATE "C" LIKE ${prefix}) DESC, count DESC, last_searched_at DESC, term LIMIT ${limit})`;
}

/** Distinct titles starting with the input (search_titles), in key order. */
function titlesStartingWith(plan: SearchPlan, lang: Lang, limit: number): SQL {
  return sql`ARRAY(
    SELECT title FROM search_titles WHERE lang = ${lang} AND key COLLATE "C" LIKE ${likePattern(plan.term, { prefix: true })}
    ORDER BY key COLLATE "C" LIMIT ${limit})`;
}

function itemnosStartingWith(plan: SearchPlan, limit: number): SQL {
  if (!plan.itemno) return sql`ARRAY[]::text[]`;
  return sql`ARRAY(
    SELECT itemno FROM goods_search WHERE on_shelf_flag AND lower(itemno) COLLATE "C" LIKE ${likePattern(plan.term, { prefix: true })}
    ORDER BY lower(itemno) COLLATE "C" LIMIT ${limit})`;
}

/** Titles containing the input, among the first goods holding it anywhere (see CONTAINING_CANDIDATES). */
function titlesContaining(plan: SearchPlan, lang: Lang, limit: number): SQL {
  return sql`ARRAY(
    SELECT t.title FROM (
      SELECT DISTINCT key FROM (
        SELECT ${titleKeys[lang]} AS key FROM goods_search s WHERE ${matchCondition(plan)} LIMIT ${CONTAINING_CANDIDATES}
      ) AS candidates
      WHERE strpos(key, ${plan.term}) > 0 ORDER BY key LIMIT ${limit}
    ) AS found JOIN search_titles t ON t.lang = ${lang} AND t.key COLLATE "C" = found.key COLLATE "C" ORDER BY found.key)`;
}

/**
 * Titles of goods whose Chinese title's pinyin the input spells, among the first goods found so
 * (see CONTAINING_CANDIDATES); null when no word of the input can be pinyin.
 */
function pinyinTitles(typed: SearchPlan, lang: Lang, limit: number): SQL | null {
  const plan = joinedPinyin(typed) ?? typed;
  if (plan.tokens.every((token) => token.pinyin === null)) return null;
  return sql`ARRAY(
    SELECT t.title FROM (
      SELECT DISTINCT key FROM (
        SELECT ${titleKeys[lang]} AS key FROM goods_search s WHERE ${matchCondition(plan, { pinyin: true })} LIMIT ${CONTAINING_CANDIDATES}
      ) AS candidates
      WHERE key <> '' ORDER BY key LIMIT ${limit}
    ) AS found JOIN search_titles t ON t.lang = ${lang} AND t.key COLLATE "C" = found.key COLLATE "C" ORDER BY found.key)`;
}

interface SuggestionRow {
  logged: string[];
  titles: string[];
  itemnos: string[];
  /** Null when the first three lists were enough, or when the input cannot be looked for inside titles. */
  containing: string[] | null;
}

/**
 * One statement of index probes, each an array in its own order (no sort or window over the
 * lot). The subquery is kept apart (OFFSET 0) so each probe runs once, and the containing
 * probe, the costliest, is an init plan run only when the others found fewer than `limit`
 * distinct values: most inputs never pay for it.
 */
async function probe(db: Db, plan: SearchPlan, query: SuggestionQuery, lang: Lang, withContaining: boolean): Promise<SuggestionRow> {
  const { limit } = query;
  const containing = withContaining
    ? sql`CASE WHEN (SELECT count(DISTINCT lower(v)) FROM unnest(f.logged || f.titles || f.itemnos) AS v) < ${limit} THEN ${titlesContaining(plan, lang, limit)} END`
    : sql`NULL::text[]`;
  const result = await db.execute(sql`
    SELECT f.logged, f.titles, f.itemnos, ${containing} AS containing FROM (
      SELECT ${loggedTerms(plan, query.hasResult, limit)} AS logged, ${titlesStartingWith(plan, lang, limit)} AS titles,
             ${itemnosStartingWith(plan, limit)} AS itemnos OFFSET 0
    ) AS f`);
  const [row] = rowsOf<SuggestionRow>(result);
  return row ?? { logged: [], titles: [], itemnos: [], containing: null };
}

async function suggest(db: Db, plan: SearchPlan, query: SuggestionQuery, lang: Lang): Promise<string[]> {
  const withContaining = canSearchInside(plan) && canHoldInTitle(plan, lang);
  const row = await probe(db, plan, query, lang, withContaining);
  // Each probe asks for the whole limit: some of its answers may repeat earlier ones.
  const first = distinct([...row.logged, ...row.titles, ...row.itemnos], query.limit);
  if (first.length === query.limit) return first;
  // SQL's lower() may count two values apart that normaliseText takes as one; then ask again.
  const containing = withContaining ? (row.containing ?? (await listOf(db, titlesContaining(plan, lang, query.limit)))) : [];
  const direct = distinct([...first, ...containing], query.limit);
  // Pinyin, like the goods search, only for input that matches no goods as typed; a logged
  // pinyin term ('kangti') still comes first.
  const matchesGoods = row.titles.length + row.itemnos.length + containing.length > 0;
  const pinyin = matchesGoods ? null : pinyinTitles(plan, lang, query.limit);
  return pinyin ? distinct([...direct, ...(await listOf(db, pinyin))], query.limit) : direct;
}

async function listOf(db: Db, list: SQL): Promise<string[]> {
  return rowsOf<{ list: string[] }>(await db.execute(sql`SELECT ${list} AS list`))[0]?.list ?? [];
}

export async function suggestSearchTerms(db: Db, query: SuggestionQuery, lang: Lang): Promise<{ searchTerms: string }[]> {
  const plan = planSearch(query.searchTerms);
  if (!plan.term) return [];
  const key = JSON.stringify([plan.term, lang, query.hasResult, query.limit]);
  const values = await suggestionCache.get(db, key, () => suggest(db, plan, query, lang));
  return values.map((searchTerms) => ({ searchTerms }));
}
