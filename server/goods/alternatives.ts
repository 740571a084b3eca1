/**
 * Alternatives to a goods item no longer to be had (docs/product.md §4): off shelf, or no longer
 * sold. What an order line of such an item and the item's 'Ask for an alternative' suggest:
 * on-shelf goods still sold, those of the same common name (harmonyTitle: the same target,
 * medium or cell line) and at least one of the item's applications first, those sharing its
 * labels (an antibody's host and clonality) ahead and the most cited next; then the item's
 * category and its parent, as guessRecommend picks them. Never the item itself nor its bound group.
 */
import { and, arrayOverlaps, asc, desc, eq, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
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
  // A replacement must do the job the buyer bought the item for: one of its applications.
  if (item.applicationCodes.length > 0) notItself.push(arrayOverlaps(goods.applicationCodes, item.applicationCodes));
  // An antibody from the same host fits the buyer's secondary antibodies and blocking; the same clonality, their protocol.
  const sharedLabels = sql<number>`cardinality(array(select unnest(${goods.labels}) intersect select unnest(${sql.param(item.labels, goods.labels)}::text[])))`;
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
        .orderBy(desc(sharedLabels), desc(goods.citationCount), asc(goods.itemno))
        .limit(limit)
    : [];
  const nearby = await guessRows(
    db,
    { categories: [...item.categoryPath].reverse().slice(0, 2), beside: { id: item.id, bindId: item.bindId }, soldOnly: true },
    2 * limit,
  );
  // The same target for none of the item's applications is no alternative, even from its category.
  const sameTarget = (row: SummaryRow) => item.harmonyTitle !== null && row.harmonyTitle?.toLowerCase() === item.harmonyTitle.toLowerCase();
  const rows = [...new Map([...sameName, ...nearby.filter((row) => !sameTarget(row))].map((row) => [row.id, row])).values()].slice(0, limit);
  return withSkus(db, rows, lang);
}
