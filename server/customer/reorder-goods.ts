/**
 * What buy again and the quick order (docs/product.md §11.6) need to know of goods before they
 * write: whether each can go into the inquiry list, its sizes, and what to offer instead.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { bigintArray, textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { goods, skus } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { alternativesTo } from '../goods/alternatives';
import { isSellable } from '../orders/not-sold';
import type { ReorderAlternative } from '../../contract/reorder';

/** Alternatives offered per line: a few to choose from, not a listing. */
const ALTERNATIVES_PER_LINE = 3;

export interface ReorderGoods {
  id: number;
  itemno: string;
  title: string;
  onShelf: boolean;
  sellable: boolean;
  /** In the goods page's order: the first is the size a quick order takes when none is written. */
  skus: { id: number; desc: string; descs: string[] }[];
}

async function withSkus(
  db: Db,
  rows: { id: number; itemno: string; titleEn: string; titleZh: string; onShelfFlag: boolean; inventoryStatus: number }[],
  lang: Lang,
) {
  const skuRows = rows.length
    ? await db
        .select()
        .from(skus)
        .where(
          inArray(
            skus.goodsId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(skus.goodsId), asc(skus.sort), asc(skus.id))
    : [];
  return rows.map((row): ReorderGoods => ({
    id: row.id,
    itemno: row.itemno,
    title: pick(lang, row.titleEn, row.titleZh),
    onShelf: row.onShelfFlag,
    sellable: isSellable(row.inventoryStatus),
    skus: skuRows
      .filter((sku) => sku.goodsId === row.id)
      .map((sku) => ({ id: sku.id, desc: pick(lang, sku.skuDescEn, sku.skuDescZh), descs: [sku.skuDescEn, sku.skuDescZh] })),
  }));
}

const factColumns = {
  id: goods.id,
  itemno: goods.itemno,
  titleEn: goods.titleEn,
  titleZh: goods.titleZh,
  onShelfFlag: goods.onShelfFlag,
  inventoryStatus: goods.inventoryStatus,
};

/** The goods items of these ids that still exist, by id. */
export async function goodsByIds(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, ReorderGoods>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(factColumns)
    .from(goods)
    .where(sql`${goods.id} = ANY(${bigintArray(ids)})`);
  return new Map((await withSkus(db, rows, lang)).map((item) => [item.id, item]));
}

/** The goods items of these Cat. Nos., found whatever the case the buyer typed, by lower-case Cat. No. */
export async function goodsByItemnos(db: Db, itemnos: readonly string[], lang: Lang): Promise<Map<string, ReorderGoods>> {
  const lower = [...new Set(itemnos.map((itemno) => itemno.toLowerCase()))];
  if (lower.length === 0) return new Map();
  // The Cat. No. index of goods_search answers any case; goods' own unique index the exact spelling,
  // for goods imported a moment ago that the search index does not hold yet.
  const ids = rowsOf<{ id: number | string }>(
    await db.execute(sql`
      SELECT goods_id AS id FROM goods_search WHERE lower(itemno) COLLATE "C" = ANY(${textArray(lower)})
      UNION SELECT id FROM goods WHERE itemno = ANY(${textArray([...new Set([...itemnos, ...itemnos.map((itemno) => itemno.toUpperCase())])])})`),
  ).map((row) => Number(row.id));
  const found = await goodsByIds(db, ids, lang);
  return new Map([...found.values()].map((item) => [item.itemno.toLowerCase(), item]));
}

/** Alternatives to each goods item (docs/product.md §4's rule), by id. */
export async function alternativesFor(db: Db, goodsIds: readonly number[], lang: Lang): Promise<Map<number, ReorderAlternative[]>> {
  const unique = [...new Set(goodsIds)];
  const lists = await Promise.all(
    unique.map(
      async (id) =>
        [
          id,
          ((await alternativesTo(db, id, ALTERNATIVES_PER_LINE, lang)) ?? []).map(({ id: altId, itemno, title }) => ({ id: altId, itemno, title })),
        ] as const,
    ),
  );
  return new Map(lists);
}
