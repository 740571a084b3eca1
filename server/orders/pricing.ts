/**
 * Pricing the inquiry-list lines chosen for settlement (docs/product.md §11.2) from the database:
 * quantities are the list's own, prices the SKU's current price. The client's prices are never
 * read. Lines without a SKU, of goods off shelf or no longer sold are refused by name.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, goods, skus } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import { isSellable } from './not-sold';
import { toFen } from './money';

type Queryable = Db | Tx;

export interface LineKey {
  id: number;
  skuId: number;
}

export interface PricedLine {
  goodsId: number;
  skuId: number;
  quantity: number;
  itemno: string;
  titleEn: string;
  titleZh: string;
  skuDescEn: string;
  skuDescZh: string;
  imgCover: string | null;
  unitFen: number;
  amountFen: number;
}

/** The same line chosen twice is one line. */
function distinct(keys: readonly LineKey[]): { key: LineKey; index: number }[] {
  const seen = new Map<string, { key: LineKey; index: number }>();
  keys.forEach((key, index) => {
    const name = `${key.id}:${key.skuId}`;
    if (!seen.has(name)) seen.set(name, { key, index });
  });
  return [...seen.values()];
}

/**
 * The chosen lines priced, in the order chosen. `lock` (inside the submit transaction) locks the
 * inquiry-list rows, so two submissions of the same lines cannot both take them.
 */
export async function priceLines(db: Queryable, userId: number, chosen: readonly LineKey[], lock = false): Promise<PricedLine[]> {
  const lines = distinct(chosen);
  const query = db
    .select({
      goodsId: cartLines.goodsId,
      skuId: cartLines.skuId,
      quantity: cartLines.quantity,
      itemno: goods.itemno,
      titleEn: goods.titleEn,
      titleZh: goods.titleZh,
      imgCover: goods.imgCover,
      onShelfFlag: goods.onShelfFlag,
      inventoryStatus: goods.inventoryStatus,
      skuGoodsId: skus.goodsId,
      skuDescEn: skus.skuDescEn,
      skuDescZh: skus.skuDescZh,
      skuPrice: skus.skuPrice,
    })
    .from(cartLines)
    .innerJoin(goods, eq(goods.id, cartLines.goodsId))
    .leftJoin(skus, eq(skus.id, cartLines.skuId))
    .where(and(eq(cartLines.userId, userId), or(...lines.map(({ key }) => and(eq(cartLines.goodsId, key.id), eq(cartLines.skuId, key.skuId))))));
  const rows = lock ? await query.for('update', { of: cartLines }) : await query;
  const byKey = new Map(rows.map((row) => [`${row.goodsId}:${row.skuId}`, row]));

  return lines.map(({ key, index }): PricedLine => {
    const row = byKey.get(`${key.id}:${key.skuId}`);
    if (!row) throw new ApiFailure(CODE.notFound, `goods.${index}: goods item ${key.id} with SKU ${key.skuId} is not in your inquiry list`);
    if (key.skuId === 0) throw new ApiFailure(CODE.invalid, `goods.${index}.skuId: choose a specification of ${row.itemno} before settling`);
    if (!row.onShelfFlag || !isSellable(row.inventoryStatus)) {
      throw new ApiFailure(CODE.invalid, `goods.${index}: ${row.itemno} is no longer sold and cannot be ordered; remove it from the selection`);
    }
    if (row.skuGoodsId !== row.goodsId || row.skuPrice === null || row.skuDescEn === null || row.skuDescZh === null) {
      throw new ApiFailure(CODE.invalid, `goods.${index}.skuId: SKU ${key.skuId} is no longer offered for ${row.itemno}`);
    }
    const unitFen = toFen(row.skuPrice);
    return {
      goodsId: row.goodsId,
      skuId: row.skuId,
      quantity: row.quantity,
      itemno: row.itemno,
      titleEn: row.titleEn,
      titleZh: row.titleZh,
      skuDescEn: row.skuDescEn,
      skuDescZh: row.skuDescZh,
      imgCover: row.imgCover,
      unitFen,
      amountFen: unitFen * row.quantity,
    };
  });
}

export const goodsFenOf = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + line.amountFen, 0);
