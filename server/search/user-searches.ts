/**
 * Recent searches of a logged-in customer (docs/product.md §5, §9): de-duplicated case-insensitively by
 * the lower-cased trimmed term, keeping the term as last typed, newest first. A few more than
 * are shown are kept, so deleting one still leaves a full list.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { userSearches } from '../db/schema';
import { MAX_RECENT_SEARCHES, type RecentSearch } from '../../contract/search';
export type { RecentSearch } from '../../contract/search';

const KEPT_PER_USER = 50;

const termKeyOf = (term: string) => term.trim().toLowerCase();

export async function recentSearches(db: Db, userId: number, size = MAX_RECENT_SEARCHES): Promise<RecentSearch[]> {
  const rows = await db
    .select({ term: userSearches.term, searchedAt: userSearches.searchedAt })
    .from(userSearches)
    .where(eq(userSearches.userId, userId))
    .orderBy(desc(userSearches.searchedAt), userSearches.termKey)
    .limit(size);
  return rows.map((row) => ({ searchTerms: row.term, searchedAt: row.searchedAt.toISOString() }));
}

/**
 * Records terms given newest first (one new search, or a guest's list merged at login): each
 * becomes newer than every stored one, a millisecond apart to keep their order, and the
 * oldest rows beyond KEPT_PER_USER go in the same transaction.
 */
export async function saveSearches(db: Db, userId: number, terms: string[]): Promise<void> {
  const byKey = new Map<string, string>();
  for (const term of terms.map((value) => value.trim()).filter(Boolean)) {
    if (!byKey.has(termKeyOf(term))) byKey.set(termKeyOf(term), term);
  }
  if (byKey.size === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO user_searches (user_id, term_key, term, searched_at)
      SELECT ${userId}, search.term_key, search.term, now() - (search.position - 1) * interval '1 millisecond'
      FROM unnest(${textArray([...byKey.keys()])}, ${textArray([...byKey.values()])}) WITH ORDINALITY AS search(term_key, term, position)
      ON CONFLICT (user_id, term_key) DO UPDATE SET term = excluded.term, searched_at = excluded.searched_at`);
    await tx.execute(sql`
      DELETE FROM user_searches
      WHERE user_id = ${userId}
        AND term_key NOT IN (
          SELECT term_key FROM user_searches WHERE user_id = ${userId} ORDER BY searched_at DESC, term_key LIMIT ${KEPT_PER_USER})`);
  });
}

/** Forgets one term (matched case-insensitively), or every recent search when no term is given. */
export async function deleteSearches(db: Db, userId: number, term?: string): Promise<void> {
  const mine = eq(userSearches.userId, userId);
  await db.delete(userSearches).where(term === undefined ? mine : and(mine, eq(userSearches.termKey, termKeyOf(term))));
}
