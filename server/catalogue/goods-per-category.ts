/**
 * The first few goods of whole subtrees, for menus, root listings and recommendations.
 *
 * Ordering a subtree of 60,000 goods to keep 8 is slow, and the GIN index on category_path
 * cannot give an order. Instead every category of the subtree is probed through a btree index
 * on (category_id, order…), each probe reading at most `limit` rows, and the probes are merged:
 * one query, a few hundred index reads, whatever the catalogue size.
 */
import { sql } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** itemno: Cat. No. ascending. featured: recommended, then badged, then newest (generalRecommend). */
type TopOrder = 'itemno' | 'featured';

// Each probe's ORDER BY matches an index of migration 0002 exactly, or the planner sorts.
const ORDERS: Record<TopOrder, { columns: string; probe: string; merge: string }> = {
  itemno: { columns: 'id, itemno', probe: 'itemno', merge: 'itemno' },
  featured: {
    columns: "id, is_recommend, (goods_identity <> '[]'::jsonb) AS badged, created_at",
    probe: "is_recommend DESC, (goods_identity <> '[]'::jsonb) DESC, created_at DESC, id DESC",
    merge: 'is_recommend DESC, badged DESC, created_at DESC, id DESC',
  },
};

export interface TopGoodsQuery {
  /** Each section names the category codes it covers (a subtree: see subtreeCodes). */
  sections: { key: string; codes: readonly string[] }[];
  order: TopOrder;
  limit: number;
  onShelfOnly: boolean;
  goodsType?: number;
}

/** Ids of the first `limit` goods of each section, in order; every section gets an entry, possibly empty. */
export async function topGoodsIds(db: Db, query: TopGoodsQuery): Promise<Map<string, number[]>> {
  const byKey = new Map<string, number[]>(query.sections.map((section) => [section.key, []]));
  const pairs = query.sections.flatMap((section) => section.codes.map((code) => [section.key, code] as const));
  if (pairs.length === 0 || query.limit <= 0) return byKey;
  const order = ORDERS[query.order];
  const onShelf = query.onShelfOnly ? sql`AND on_shelf_flag` : sql``;
  const goodsType = query.goodsType === undefined ? sql`` : sql`AND goods_type = ${query.goodsType}`;
  const result = await db.execute(sql`
    WITH probes AS (
      SELECT pair.key, top.*
      FROM unnest(${textArray(pairs.map(([key]) => key))}, ${textArray(pairs.map(([, code]) => code))}) AS pair(key, code)
      CROSS JOIN LATERAL (
        SELECT ${sql.raw(order.columns)} FROM goods
        WHERE category_id = pair.code ${onShelf} ${goodsType}
        ORDER BY ${sql.raw(order.probe)}
        LIMIT ${query.limit}
      ) AS top
    ), merged AS (
      SELECT key, id, row_number() OVER (PARTITION BY key ORDER BY ${sql.raw(order.merge)}) AS rank FROM probes
    )
    SELECT key, id FROM merged WHERE rank <= ${query.limit} ORDER BY key, rank`);
  for (const row of rowsOf<{ key: string; id: number | string }>(result)) byKey.get(row.key)?.push(Number(row.id));
  return byKey;
}
