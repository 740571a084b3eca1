/**
 * The whole category dictionary, read at once and kept for a short time.
 *
 * The tree is a few hundred rows, so it is assembled in memory; the goods counts need a scan
 * of the goods table, which is why they are cached apart from the tree. Several API processes
 * may each hold one: a minute of staleness in a count is acceptable.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { categories } from '../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

/** The category dictionary as a tree: a few hundred rows, cheap to read. */
export interface CategoryTree {
  rows: Map<string, CategoryRow>;
  /** Children by parent code (null: the roots), in sort order. */
  childrenOf: Map<string | null, CategoryRow[]>;
}

export interface Snapshot extends CategoryTree {
  /** On-shelf goods listed under each code (its whole subtree). */
  goodsCounts: Map<string, number>;
}

const SNAPSHOT_TTL_MS = 60_000;

/**
 * A value read at most once a minute per database, by one read at a time. With `stale`, an
 * expired value is answered at once while one read replaces it: the goods counts scan the
 * goods table (about a second over 100,000 goods on PGlite), which no request should wait for
 * after the first, nor run once per request in flight.
 */
function perDatabase<T>(read: (db: Db) => Promise<T>, { stale }: { stale: boolean }): (db: Db) => Promise<T> {
  const held = new WeakMap<Db, { value: T; loadedAt: number }>();
  const reading = new WeakMap<Db, Promise<T>>();
  const refresh = (db: Db): Promise<T> => {
    const pending = reading.get(db);
    if (pending) return pending;
    const next = read(db)
      .then((value) => {
        held.set(db, { value, loadedAt: Date.now() });
        return value;
      })
      .finally(() => reading.delete(db));
    reading.set(db, next);
    return next;
  };
  return async (db) => {
    const cached = held.get(db);
    if (cached && Date.now() - cached.loadedAt < SNAPSHOT_TTL_MS) return cached.value;
    if (cached && stale) {
      // A failed refresh keeps the old value; the next request after it tries again.
      refresh(db).catch(() => undefined);
      return cached.value;
    }
    return refresh(db);
  };
}

/** The category tree without goods counts: what names, trails and subtrees need. */
export const loadCategoryTree = perDatabase(
  async (db): Promise<CategoryTree> => {
    const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
    const tree: CategoryTree = { rows: new Map(rows.map((row) => [row.id, row])), childrenOf: new Map() };
    for (const row of rows) {
      const siblings = tree.childrenOf.get(row.pid) ?? [];
      siblings.push(row);
      tree.childrenOf.set(row.pid, siblings);
    }
    return tree;
  },
  { stale: false },
);

const loadGoodsCounts = perDatabase(
  async (db): Promise<Map<string, number>> => {
    const counts = await db.execute(sql`SELECT code, count(*)::int AS n FROM goods, unnest(category_path) AS code WHERE on_shelf_flag GROUP BY code`);
    return new Map(rowsOf<{ code: string; n: number }>(counts).map((row) => [row.code, Number(row.n)]));
  },
  { stale: true },
);

/** The tree with the on-shelf goods count of every node, for menus and category lists. */
export async function loadSnapshot(db: Db): Promise<Snapshot> {
  const [tree, goodsCounts] = await Promise.all([loadCategoryTree(db), loadGoodsCounts(db)]);
  return { ...tree, goodsCounts };
}

/** Whether the node and every ancestor are on shelf: only such nodes are shown anywhere. */
export function isListed(snapshot: CategoryTree, row: CategoryRow): boolean {
  return [...row.ancestors, row.id].every((code) => snapshot.rows.get(code)?.onShelfFlag);
}
