/**
 * Search suggestions (SPEC.md §5, §9: 10) for the term being typed: logged terms that found
 * goods, the most searched first (those starting with the input before those containing it),
 * then goods titles in the caller's language and Cat. Nos. starting with it, then titles
 * containing it; each once, case-insensitively. Every step is an index probe that stops at the
 * limit, and the starting-with steps share one statement, so an answer costs one or two round
 * trips however large the catalogue.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Lang } from '../http/locale';
import { suggestionCache } from './search-cache';
import { matchCondition } from './search-rank';
import { likePattern, planSearch, type SearchPlan } from './search-plan';
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

const titleColumns: Record<Lang, { key: SQL; title: SQL }> = {
  en: { key: sql.raw('s.title_en_key'), title: sql.raw('g.title_en') },
  zh: { key: sql.raw('s.title_zh_key'), title: sql.raw('g.title_zh') },
};

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

function loggedTerms(plan: SearchPlan, hasResult: boolean, limit: number): SQL {
  const prefix = likePattern(plan.term, { prefix: true });
  const where = canSearchInside(plan) ? sql`term LIKE ${likePattern(plan.term)}` : sql`term COLLATE "C" LIKE ${prefix}`;
  return sql`
    SELECT term AS value, row_number() OVER (ORDER BY (term COLLATE "C" LIKE ${prefix}) DESC, count DESC, last_searched_at DESC, term) AS ord
    FROM (SELECT * FROM search_terms WHERE ${where}${hasResult ? sql` AND has_result` : sql``}
          ORDER BY (term COLLATE "C" LIKE ${prefix}) DESC, count DESC, last_searched_at DESC, term LIMIT ${limit}) AS logged`;
}

function titlesStartingWith(plan: SearchPlan, lang: Lang, limit: number): SQL {
  const { key, title } = titleColumns[lang];
  return sql`
    SELECT ${title} AS value, row_number() OVER (ORDER BY s.key) AS ord
    FROM (SELECT DISTINCT ON (${key} COLLATE "C") ${key} COLLATE "C" AS key, s.goods_id FROM goods_search s
          WHERE s.on_shelf_flag AND ${key} COLLATE "C" LIKE ${likePattern(plan.term, { prefix: true })}
          ORDER BY ${key} COLLATE "C", s.goods_id LIMIT ${limit}) AS s
    JOIN goods g ON g.id = s.goods_id`;
}

function itemnosStartingWith(plan: SearchPlan, limit: number): SQL {
  return sql`
    SELECT itemno AS value, row_number() OVER (ORDER BY lower(itemno) COLLATE "C") AS ord
    FROM (SELECT itemno FROM goods_search WHERE on_shelf_flag AND lower(itemno) COLLATE "C" LIKE ${likePattern(plan.term, { prefix: true })}
          ORDER BY lower(itemno) COLLATE "C" LIMIT ${limit}) AS itemnos`;
}

/** Logged terms, then titles and Cat. Nos. starting with the input: one statement of index probes. */
async function startingWith(db: Db, plan: SearchPlan, hasResult: boolean, lang: Lang, limit: number): Promise<string[]> {
  const parts = [sql`SELECT 1 AS stage, * FROM (${loggedTerms(plan, hasResult, limit)}) AS a`, sql`SELECT 2, * FROM (${titlesStartingWith(plan, lang, limit)}) AS b`];
  if (plan.itemno) parts.push(sql`SELECT 3, * FROM (${itemnosStartingWith(plan, limit)}) AS c`);
  const result = await db.execute(sql`${sql.join(parts, sql` UNION ALL `)} ORDER BY 1, 3`);
  return rowsOf<{ value: string }>(result).map((row) => row.value);
}

async function titlesContaining(db: Db, plan: SearchPlan, lang: Lang, limit: number): Promise<string[]> {
  const { key, title } = titleColumns[lang];
  const result = await db.execute(sql`
    SELECT ${title} AS value FROM (
      SELECT DISTINCT ON (key) key, goods_id FROM (
        SELECT s.goods_id, ${key} AS key FROM goods_search s WHERE ${matchCondition(plan)} LIMIT ${CONTAINING_CANDIDATES}
      ) AS candidates
      WHERE strpos(key, ${plan.term}) > 0 ORDER BY key, goods_id LIMIT ${limit}
    ) AS s JOIN goods g ON g.id = s.goods_id ORDER BY s.key`);
  return rowsOf<{ value: string }>(result).map((row) => row.value);
}

async function suggest(db: Db, plan: SearchPlan, query: SuggestionQuery, lang: Lang): Promise<string[]> {
  // Each step asks for the whole limit: some of its answers may repeat earlier ones.
  const first = distinct(await startingWith(db, plan, query.hasResult, lang, query.limit), query.limit);
  if (first.length === query.limit || !canSearchInside(plan) || !canHoldInTitle(plan, lang)) return first;
  return distinct([...first, ...(await titlesContaining(db, plan, lang, query.limit))], query.limit);
}

export async function suggestSearchTerms(db: Db, query: SuggestionQuery, lang: Lang): Promise<{ searchTerms: string }[]> {
  const plan = planSearch(query.searchTerms);
  if (!plan.term) return [];
  const key = JSON.stringify([plan.term, lang, query.hasResult, query.limit]);
  const values = await suggestionCache.get(db, key, () => suggest(db, plan, query, lang));
  return values.map((searchTerms) => ({ searchTerms }));
}
