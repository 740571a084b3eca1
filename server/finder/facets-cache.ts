/**
 * One finder index per database, kept fresh cheaply. At most once a minute the goods table's
 * change counters (PostgreSQL's cumulative statistics: rows inserted, updated, deleted) are
 * read, and the index is rebuilt only when they moved — a rebuild holds PGlite's single thread
 * for a few hundred milliseconds at 100,000 goods, and catalogues change rarely. An index is
 * also rebuilt once it is ten minutes old, in case the counters do not move (statistics off or
 * reset, a read replica). Counters reach the statistics within seconds of a commit, so like
 * the category snapshot an index may lag a change by a minute or two.
 *
 * Requests never wait for a check or a rebuild, except the very first one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { log } from '../log';
import { loadIndex, type FinderIndex } from './facets-index';

const CHECK_AFTER_MS = 60_000;
const REBUILD_AFTER_MS = 10 * 60_000;

interface Entry {
  index?: FinderIndex;
  /** The change counters when the index was read. */
  changes?: string;
  checkedAt: number;
  refreshing?: Promise<FinderIndex>;
  /** Goods a caller found missing that the latest read did not hold either. */
  lacking: Set<number>;
}

const entries = new WeakMap<Db, Entry>();

async function readChanges(db: Db): Promise<string> {
  const [row] = rowsOf<{ changes: string | number }>(
    await db.execute(sql`SELECT (n_tup_ins + n_tup_upd + n_tup_del)::text AS changes FROM pg_stat_user_tables WHERE relid = 'goods'::regclass`),
  );
  return String(row?.changes ?? '');
}

async function rebuild(db: Db, entry: Entry): Promise<FinderIndex> {
  // Read before the goods: a change made during the load shows at the next check.
  const changes = await readChanges(db);
  const index = await loadIndex(db);
  Object.assign(entry, { index, changes, checkedAt: Date.now(), lacking: new Set<number>() });
  return index;
}

async function check(db: Db, entry: Entry): Promise<FinderIndex> {
  const { index } = entry;
  if (index && Date.now() - index.loadedAt < REBUILD_AFTER_MS && (await readChanges(db)) === entry.changes) {
    entry.checkedAt = Date.now();
    return index;
  }
  return rebuild(db, entry);
}

function refresh(db: Db, entry: Entry): Promise<FinderIndex> {
  entry.refreshing ??= check(db, entry).finally(() => {
    entry.refreshing = undefined;
  });
  return entry.refreshing;
}

function entryOf(db: Db): Entry {
  let entry = entries.get(db);
  if (!entry) {
    entry = { checkedAt: 0, lacking: new Set() };
    entries.set(db, entry);
  }
  return entry;
}

export async function finderIndex(db: Db): Promise<FinderIndex> {
  const entry = entryOf(db);
  if (!entry.index) return refresh(db, entry);
  if (Date.now() - entry.checkedAt >= CHECK_AFTER_MS) {
    refresh(db, entry).catch((error: unknown) => log.warn('finder index refresh failed; answering from the previous one', { error: String(error) }));
  }
  return entry.index;
}

/**
 * The index read again for a caller that has seen goods it lacks: a search matched goods an import
 * has just added, and leaving them out of the faceted results until the next check would hide them
 * for a minute or two. Goods still lacking after the read (taken off the shelf since the search
 * text was written) are remembered, so they cause no further reads until the next rebuild.
 */
export async function finderIndexHolding(db: Db, missing: readonly number[]): Promise<FinderIndex> {
  const entry = entryOf(db);
  const current = entry.refreshing ? await entry.refreshing : entry.index;
  if (current && missing.every((id) => entry.lacking.has(id))) return current;
  entry.refreshing ??= rebuild(db, entry).finally(() => {
    entry.refreshing = undefined;
  });
  const index = await entry.refreshing;
  const held = new Set(index.ids);
  for (const id of missing) if (!held.has(id)) entry.lacking.add(id);
  return index;
}

/**
 * Forgets this process's index after a write it made itself (a re-index after an import): the next
 * request reads it afresh instead of answering from the old one. Other processes notice at their
 * next check, or at once where a search finds goods their index lacks.
 */
export function forgetFinderIndex(db: Db): void {
  entries.delete(db);
}
