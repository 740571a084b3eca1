/** The log of search terms: one row per normalised term, counted, for suggestions and reports. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { log } from '../log';
import { suggestionCache } from './search-cache';

/** A search answers without waiting longer than this for its term to be logged. */
const LOG_WAIT_MS = 50;

/** Counts one search of `term` (already normalised) and whether it found anything. */
export async function recordSearchTerm(db: Db, term: string, hasResult: boolean): Promise<void> {
  const result = await db.execute(sql`
    INSERT INTO search_terms (term, has_result, count, last_searched_at) VALUES (${term}, ${hasResult}, 1, now())
    ON CONFLICT (term) DO UPDATE SET has_result = excluded.has_result, count = search_terms.count + 1, last_searched_at = now()
    RETURNING (xmax = 0) AS inserted`);
  // A term never searched before may now be suggested; a recount only reorders within a minute.
  if (rowsOf<{ inserted: boolean }>(result)[0]?.inserted) suggestionCache.forget(db);
}

/**
 * Logs the term alongside the answer: waits a moment so the log normally lands first, but a
 * slow or failing write never holds the answer up or fails it.
 */
export async function logSearchTerm(db: Db, term: string, hasResult: boolean): Promise<void> {
  const write = recordSearchTerm(db, term, hasResult).catch((error: unknown) => {
    log.warn('search term not logged', { term, error: error instanceof Error ? error.message : String(error) });
  });
  await Promise.race([write, new Promise((resolve) => setTimeout(resolve, LOG_WAIT_MS).unref())]);
}
