/** Lightweight goods lookups for the table mode: bound groups (merged cells) and id lists. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { goodsFilterSql } from '../catalogue/goods-filters';
import { summaryColumns, withSkus, type SummaryRow } from './goods-summary';
import type { BindGroup, GoodsLine } from '../../contract/goods';
export type { BindGroup, GoodsLine } from '../../contract/goods';

/** The bound group of a goods item; null when the item is unknown. */
export async function bindGroupOf(db: Db, goodsId: number, lang: Lang): Promise<BindGroup | null> {
  const [item] = await db.select({ bindId: goods.bindId }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!item) return null;
  if (item.bindId === null) return { bindId: null, list: [] };
  return { bindId: item.bindId, list: await withSkus(db, await boundRows(db, item.bindId), lang) };
}

/** The on-shelf members of a bound group in Cat. No. order, before their SKUs are read. */
export function boundRows(db: Db, bindId: string): Promise<SummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(goods)
    .where(and(eq(goods.bindId, bindId), eq(goods.onShelfFlag, true)))
    .orderBy(asc(goods.itemno));
}

/** Goods of a category and its descendants as bare lines, Cat. No. order (no SKUs, no paging). */
export async function goodsLines(db: Db, query: { goodsCate: string; onShelfFlag: boolean; limit: number }, lang: Lang): Promise<GoodsLine[]> {
  const rows = await db
    .select({
      id: goods.id,
      itemno: goods.itemno,
      titleEn: goods.titleEn,
      titleZh: goods.titleZh,
      inventoryStatus: goods.inventoryStatus,
      bindId: goods.bindId,
    })
    .from(goods)
    .where(goodsFilterSql(query))
    .orderBy(asc(goods.itemno))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    goodsId: row.id,
    itemno: row.itemno,
    title: pick(lang, row.titleEn, row.titleZh),
    inventoryStatus: row.inventoryStatus,
    bindId: row.bindId,
  }));
}
