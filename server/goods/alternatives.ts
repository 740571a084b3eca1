/**
 * Alternatives to a goods item no longer to be had (docs/product.md §4): off shelf, or no longer
 * sold. What an order line of such an item and the item's 'Ask for an alternative' suggest:
 * on-shelf goods still sold, those of the same common name (harmonyTitle: the same target,
 * medium or cell line) first, then the item's category and its parent, as guessRecommend picks
 * them. Never the item itself nor its bound group.
 */
import { and, asc, eq, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import type { Lang } from '../http/locale';
import { NOT_SOLD } from '../orders/not-sold';
import { summaryColumns, withSkus, type GoodsSummary, type SummaryRow } from './goods-summary';
import { goodsRow } from './goods';
import { guessRows } from './recommend';

/** On shelf and still sold: what may be suggested instead. */
const obtainable: SQL[] = [eq(goods.onShelfFlag, true), notInArray(goods.inventoryStatus, [...NOT_SOLD])];

/** Up to `limit` alternatives to goods item `goodsId`; null when no goods item has the id. */
export async function alternativesTo(db: Db, goodsId: number, limit: number, lang: Lang): Promise<GoodsSummary[] | null> {
  const item = await goodsRow(db, goodsId);
  if (!item) return null;
  const notItself: SQL[] = [ne(goods.id, item.id)];
  if (item.bindId !== null) notItself.push(or(isNull(goods.bindId), ne(goods.bindId, item.bindId)) as SQL);
  const sameName: SummaryRow[] = item.harmonyTitle
    ? await db
        .select(summaryColumns)
        .from(goods)
        .where(
          and(
            sql`lower(${goods.harmonyTitle}) = lower(${item.harmonyTitle})`,
            sql`${goods.categoryPath}[1] = ${item.categoryPath[0] ?? ''}`,
            ...obtainable,
            ...notItself,
          ),
        )
        .orderBy(asc(goods.itemno))
        .limit(limit)
    : [];
  const nearby = await guessRows(
    db,
    { categories: [...item.categoryPath].reverse().slice(0, 2), beside: { id: item.id, bindId: item.bindId }, soldOnly: true },
    limit,
  );
  const rows = [...new Map([...sameName, ...nearby].map((row) => [row.id, row])).values()].slice(0, limit);
  return withSkus(db, rows, lang);
}
