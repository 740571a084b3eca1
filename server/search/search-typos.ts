/**
 * Typo correction: a word of the term that no goods item holds is replaced by the dictionary
 * word one edit away (a letter inserted, dropped, changed, or two neighbours swapped), the most
 * used one when several are. Swaps count as one edit ('GAPHD' → GAPDH), which PostgreSQL's
 * levenshtein() would count as two, so candidates come from the trigram index on the small
 * dictionary and the distance is measured here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { wordHasHits } from './search-rank';
import type { SearchPlan } from './search-plan';
import { isDictionaryWord } from './search-text';

/** Low enough that one edit in a five-letter word still shares a trigram or two. */
const SIMILARITY_THRESHOLD = 0.15;
const MAX_CANDIDATES = 50;

/**
 * Optimal string alignment distance: Levenshtein plus swaps of neighbouring characters.
 * @internal exported for its tests
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i += 1) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return rows[x.length]?.[y.length] ?? Math.max(x.length, y.length);
}

/** The dictionary word one edit from `word`, the most used first; null when there is none. */
async function correctWord(db: Db, word: string): Promise<string | null> {
  const candidates = await db.transaction(async (tx) => {
    // The threshold applies to this transaction only, so other searches keep the default.
    await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`);
    return rowsOf<{ word: string; goods_count: number }>(
      await tx.execute(sql`
        SELECT word, goods_count FROM search_words
        WHERE word % ${word} AND length(word) BETWEEN ${word.length - 1} AND ${word.length + 1}
        ORDER BY similarity(word, ${word}) DESC, word LIMIT ${MAX_CANDIDATES}`),
    );
  });
  const oneEdit = candidates.filter((candidate) => editDistance(candidate.word, word) === 1);
  // The most used word wins; on a tie a swap or changed letter ('gaphd' → gapdh) beats a dropped one (→ gapd).
  const sameLength = (candidate: { word: string }) => (candidate.word.length === word.length ? 0 : 1);
  oneEdit.sort((a, b) => b.goods_count - a.goods_count || sameLength(a) - sameLength(b) || (a.word < b.word ? -1 : 1));
  return oneEdit[0]?.word ?? null;
}

/** Corrections for the words of a term that find nothing, e.g. 'antibdy' → 'antibody'. */
export async function corrections(db: Db, plan: SearchPlan): Promise<Map<string, string>> {
  const words = [...new Set(plan.tokens.flatMap((token) => token.words))].filter(isDictionaryWord);
  const found = new Map<string, string>();
  for (const word of words) {
    if (await wordHasHits(db, word)) continue;
    const corrected = await correctWord(db, word);
    if (corrected) found.set(word, corrected);
  }
  return found;
}
