/**
 * The goods search (docs/product.md §7.2 searchGoods): on-shelf goods whose Cat. No. starts with the
 * term, or that hold every token of it in their search text, ranked
 *   0 exact Cat. No. · 1 Cat. No. prefix · 2 every token a whole word of a title ·
 *   3 every token inside a title · 4 the rest (second titles, synonyms, applications),
 * then by Cat. No. Each token condition is one an index answers (trigrams for Latin words,
 * Han bigrams for Chinese), followed by an exact substring check on the candidates. A pinyin
 * search (search-goods.ts tries it when the direct one finds nothing) also lets a letter-only
 * token match the pinyin of Chinese titles (search-pinyin.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { PINYIN_TRIGRAM_MIN } from './search-pinyin';
import { likePattern, type SearchPlan, type TermToken } from './search-plan';

export interface RankedPage {
  ids: number[];
  total: number;
}

export interface RankQuery {
  plan: SearchPlan;
  goodsCate?: string;
  page: number;
  limit: number;
  /** Whether letter-only tokens may also match the pinyin of Chinese titles. */
  pinyin?: boolean;
}

function allOf(conditions: SQL[]): SQL {
  return conditions.length === 0
    ? sql`TRUE`
    : sql.join(
        conditions.map((condition) => sql`(${condition})`),
        sql` AND `,
      );
}

function inTitle(text: string): SQL {
  return sql`(strpos(title_en_key, ${text}) > 0 OR strpos(title_zh_key, ${text}) > 0)`;
}

/** Han bigrams longer than two characters only narrow the candidates; the runs are then checked. */
const HAN_GRAM_LENGTH = 2;

/** What a goods item must hold for one token; the first condition of each kind is indexed. */
function tokenMatch(token: TermToken): SQL {
  const conditions: SQL[] = [];
  if (token.grams.length > 0) conditions.push(sql`search_tokens @> ${textArray(token.grams)}`);
  for (const run of token.han) {
    if ([...run].length > HAN_GRAM_LENGTH) conditions.push(sql`strpos(search_han, ${run}) > 0`);
  }
  for (const part of token.latin) {
    if (part.trigram) {
      conditions.push(sql`search_text LIKE ${likePattern(part.text)}`);
    } else {
      // Short words are whole-word tokens, exact on their own; for 'il-6' the substring check keeps order and punctuation.
      conditions.push(sql`search_tokens @> ${textArray(part.words)}`);
      if (part.words.join(' ') !== part.text) conditions.push(sql`strpos(search_text, ${part.text}) > 0`);
    }
  }
  return allOf(conditions);
}

/**
 * The pinyin look-up of a token: initials, or a whole run's pinyin, held as a token (the GIN
 * token index), and full pinyin of three letters or more inside a run's pinyin (the trigram index).
 */
function pinyinMatch(key: string): SQL {
  const token = sql`search_tokens @> ${textArray([key])}`;
  return key.length >= PINYIN_TRIGRAM_MIN ? sql`(${token} OR search_text LIKE ${likePattern(key)})` : token;
}

function tokenOrPinyin(token: TermToken): SQL {
  return token.pinyin ? sql`(${tokenMatch(token)}) OR ${pinyinMatch(token.pinyin)}` : tokenMatch(token);
}

function wholeWordsInTitle(token: TermToken): SQL {
  const conditions = token.han.map(inTitle);
  if (token.words.length > 0) conditions.push(sql`title_words @> ${textArray(token.words)}`);
  return allOf(conditions);
}

export interface MatchOptions {
  goodsCate?: string;
  /** Also match Cat. Nos. starting with the term, which the token conditions alone would miss. */
  itemnoPrefix?: boolean;
  /** Also match letter-only tokens against the pinyin of Chinese titles. */
  pinyin?: boolean;
}

export function matchCondition(plan: SearchPlan, { goodsCate, itemnoPrefix = false, pinyin = false }: MatchOptions = {}): SQL {
  const tokens = allOf(plan.tokens.map(pinyin ? tokenOrPinyin : tokenMatch));
  const match = itemnoPrefix ? sql`(lower(itemno) COLLATE "C" LIKE ${likePattern(plan.term, { prefix: true })} OR ${tokens})` : tokens;
  const subtree = goodsCate ? sql` AND category_path @> ${textArray([goodsCate])}` : sql``;
  return sql`on_shelf_flag${subtree} AND ${match}`;
}

/**
 * Whether Cat. No. prefixes must be matched apart from the tokens. The search text holds the
 * Cat. No., so a term the trigram index looks up finds its prefixes anyway; a short one ('ab')
 * is a whole-word token and needs them added, when any Cat. No. starts with it at all. An
 * OR the tokens do not need would make every candidate row evaluate both sides.
 */
async function needsItemnoPrefix(db: Db, plan: SearchPlan): Promise<boolean> {
  if (!plan.itemno || plan.tokens.every((token) => token.latin.every((part) => part.trigram))) return false;
  const result = await db.execute(sql`
    SELECT 1 FROM goods_search WHERE lower(itemno) COLLATE "C" LIKE ${likePattern(plan.term, { prefix: true })} LIMIT 1`);
  return rowsOf(result).length > 0;
}

function rankExpression(plan: SearchPlan): SQL {
  const itemno = plan.itemno
    ? sql`WHEN lower(itemno) = ${plan.term} THEN 0 WHEN lower(itemno) COLLATE "C" LIKE ${likePattern(plan.term, { prefix: true })} THEN 1`
    : sql``;
  const whole = allOf(plan.tokens.map(wholeWordsInTitle));
  const inside = allOf(plan.tokens.map((token) => inTitle(token.text)));
  return sql`CASE ${itemno} WHEN ${whole} THEN 2 WHEN ${inside} THEN 3 ELSE 4 END`;
}

/** Runs `query` with the table scan off: every match condition has an index. */
function onIndexes<T>(db: Db, query: (tx: Pick<Db, 'execute'>) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The bitmap from the indexes spares checking each row's tokens; on a term found in half the
    // catalogue the planner would rather scan, which costs four times more.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return query(tx);
  });
}

/** Whether any on-shelf goods item matches the term as typed (what the term log calls hasResult). */
export async function anyGoodsMatch(db: Db, plan: SearchPlan, { pinyin = false } = {}): Promise<boolean> {
  if (plan.tokens.length === 0) return false;
  const where = matchCondition(plan, { itemnoPrefix: await needsItemnoPrefix(db, plan), pinyin });
  return onIndexes(db, async (tx) => rowsOf(await tx.execute(sql`SELECT 1 FROM goods_search WHERE ${where} LIMIT 1`)).length > 0);
}

/** One page of matching goods ids in rank order, and how many match in all. */
export async function rankGoods(db: Db, { plan, goodsCate, page, limit, pinyin = false }: RankQuery): Promise<RankedPage> {
  if (plan.tokens.length === 0) return { ids: [], total: 0 };
  const where = matchCondition(plan, { goodsCate, itemnoPrefix: await needsItemnoPrefix(db, plan), pinyin });
  const rows = await onIndexes(db, async (tx) => {
    // OFFSET 0 keeps the subquery apart, so the window counts narrow rows (id, rank, Cat. No.)
    // that fit in memory even when half the catalogue matches.
    const result = await tx.execute(sql`
      SELECT id, count(*) OVER ()::int AS total FROM (
        SELECT goods_id AS id, itemno, ${rankExpression(plan)} AS rank FROM goods_search WHERE ${where} OFFSET 0
      ) AS matches
      ORDER BY rank, itemno, id
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
    return rowsOf<{ id: number | string; total: number }>(result);
  });
  if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]?.total ?? 0) };
  if (page === 1) return { ids: [], total: 0 };
  // Past the last page the window count has no row to ride on.
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM goods_search WHERE ${where}`));
  return { ids: [], total: Number(count?.n ?? 0) };
}

/**
 * Every matching goods id in rank order (the faceted results narrow, count and order them in memory,
 * search-facets.ts): read as ONE string, which PGlite hands over far faster than as many rows.
 */
export async function rankAll(db: Db, { plan, goodsCate, pinyin = false }: RankQuery): Promise<RankedPage> {
  if (plan.tokens.length === 0) return { ids: [], total: 0 };
  const where = matchCondition(plan, { goodsCate, itemnoPrefix: await needsItemnoPrefix(db, plan), pinyin });
  const [row] = await onIndexes(db, async (tx) =>
    rowsOf<{ ids: string | null }>(
      await tx.execute(sql`
        SELECT string_agg(id::text, ',' ORDER BY rank, itemno, id) AS ids FROM (
          SELECT goods_id AS id, itemno, ${rankExpression(plan)} AS rank FROM goods_search WHERE ${where} OFFSET 0
        ) AS matches`),
    ),
  );
  const ids = row?.ids ? row.ids.split(',').map(Number) : [];
  return { ids, total: ids.length };
}

/** Whether any on-shelf goods item holds this word at all (before a typo correction is tried). */
export async function wordHasHits(db: Db, word: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM goods_search WHERE on_shelf_flag AND search_text LIKE ${likePattern(word)} LIMIT 1`);
  return rowsOf(result).length > 0;
}
