/**
 * The log of search terms: one row per normalised term, counted, for suggestions and reports.
 * Each row also shows the term as people spell it: the spelling searched most often, the
 * latest of them on a tie. The most used rather than the latest, because a search typed in a
 * hurry ('gapdh') must not undo the spelling most customers use ('GAPDH') until the next one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { log } from '../log';
import { suggestionCache } from './search-cache';
import { displayText, normaliseText } from './search-text';
import type { Lang } from '../http/locale';

/** A search answers without waiting longer than this for its term to be logged. */
const LOG_WAIT_MS = 50;

/**
 * Counts one search of `searched` (as typed) and whether it found anything, in one statement:
 * the spelling's count first, then the term's row, whose display becomes this spelling when it
 * is now used at least as often as the current one. Subqueries see the rows as they were before
 * this statement: the current display's count (unless it is this very spelling) and the display
 * before the change.
 */
export async function recordSearchTerm(db: Db, searched: string, hasResult: boolean, lang: Lang): Promise<void> {
  const spelling = displayText(searched);
  const term = normaliseText(spelling);
  if (!term) return;
  const [result] = await Promise.all([countTerm(db, term, spelling, hasResult), countWeek(db, term, spelling, hasResult, lang)]);
  // A new term, or a term now spelled otherwise, changes what is suggested; a recount only reorders within a minute.
  if (rowsOf<{ shown_anew: boolean }>(result)[0]?.shown_anew) await suggestionCache.forget(db);
}

function countTerm(db: Db, term: string, spelling: string, hasResult: boolean) {
  return db.execute(sql`
    WITH spelled AS (
      INSERT INTO search_term_spellings (term, spelling, count) VALUES (${term}, ${spelling}, 1)
      ON CONFLICT (term, spelling) DO UPDATE SET count = search_term_spellings.count + 1
      RETURNING count
    )
    INSERT INTO search_terms AS t (term, display, has_result, count, last_searched_at) VALUES (${term}, ${spelling}, ${hasResult}, 1, now())
    ON CONFLICT (term) DO UPDATE SET
      display = CASE
        WHEN (SELECT count FROM spelled) >= coalesce((SELECT s.count FROM search_term_spellings s WHERE s.term = t.term AND s.spelling = t.display), 0)
        THEN excluded.display ELSE t.display END,
      has_result = excluded.has_result, count = t.count + 1, last_searched_at = now()
    RETURNING t.display IS DISTINCT FROM (SELECT display FROM search_terms WHERE term = ${term}) AS shown_anew`);
}

/** The week's count for the sales team's report (docs/product.md §15.3): weeks start on Monday, UTC. */
function countWeek(db: Db, term: string, spelling: string, hasResult: boolean, lang: Lang) {
  const missed = hasResult ? 0 : 1;
  return db.execute(sql`
    INSERT INTO search_weeks AS w (week, lang, term, display, searches, without_result)
    VALUES (date_trunc('week', now() AT TIME ZONE 'UTC')::date, ${lang}, ${term}, ${spelling}, 1, ${missed})
    ON CONFLICT (week, lang, term) DO UPDATE SET
      display = excluded.display, searches = w.searches + 1, without_result = w.without_result + excluded.without_result`);
}

/**
 * Logs the term alongside the answer: waits a moment so the log normally lands first, but a
 * slow or failing write never holds the answer up or fails it.
 */
export async function logSearchTerm(db: Db, searched: string, hasResult: boolean, lang: Lang): Promise<void> {
  const write = recordSearchTerm(db, searched, hasResult, lang).catch((error: unknown) => {
    log.warn('search term not logged', { term: searched, error: error instanceof Error ? error.message : String(error) });
  });
  await Promise.race([write, new Promise((resolve) => setTimeout(resolve, LOG_WAIT_MS).unref())]);
}
