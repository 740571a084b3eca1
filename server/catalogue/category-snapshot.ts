/**
 * The whole category dictionary, read at once and kept for a short time.
 *
 * The tree is a few hundred rows, so it is assembled in memory; the goods counts need a scan
 * of the goods table, which is why the snapshot is cached. Several API processes may each
 * hold one: a minute of staleness in a count is acceptable.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { categories } from '../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

export interface Snapshot {
  rows: Map<string, CategoryRow>;
  /** Children by parent code (null: the roots), in sort order. */
  childrenOf: Map<string | null, CategoryRow[]>;
  /** On-shelf goods listed under each code (its whole subtree). */
  goodsCounts: Map<string, number>;
  loadedAt: number;
}

const SNAPSHOT_TTL_MS = 60_000;
const snapshots = new WeakMap<Db, Snapshot>();

export async function loadSnapshot(db: Db): Promise<Snapshot> {
  const cached = snapshots.get(db);
  if (cached && Date.now() - cached.loadedAt < SNAPSHOT_TTL_MS) return cached;

  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.execute(sql`SELECT code, count(*)::int AS n FROM goods, unnest(category_path) AS code WHERE on_shelf_flag GROUP BY code`),
  ]);
  const snapshot: Snapshot = {
    rows: new Map(rows.map((row) => [row.id, row])),
    childrenOf: new Map(),
    goodsCounts: new Map(rowsOf<{ code: string; n: number }>(counts).map((row) => [row.code, Number(row.n)])),
    loadedAt: Date.now(),
  };
  for (const row of rows) {
    const siblings = snapshot.childrenOf.get(row.pid) ?? [];
    siblings.push(row);
    snapshot.childrenOf.set(row.pid, siblings);
  }
  snapshots.set(db, snapshot);
  return snapshot;
}

/** Whether the node and every ancestor are on shelf: only such nodes are shown anywhere. */
export function isListed(snapshot: Snapshot, row: CategoryRow): boolean {
  return [...row.ancestors, row.id].every((code) => snapshot.rows.get(code)?.onShelfFlag);
}
