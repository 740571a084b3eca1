/**
 * The goods a gift rule (ruleType 4000, presentType 1) gives, named in both languages. One rule
 * for the goods page and the order alike (docs/product.md §11.4): a gift goods item that is off
 * shelf, no longer sold, or whose SKU is gone is not given, so neither names it.
 */
import { eq, sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import type { Tx } from '../http/idempotency';
import { goods, skus } from '../db/schema';
import { isSellable } from '../orders/not-sold';

export interface GiftGoodsName {
  goodsId: number;
  skuId: number;
  itemno: string;
  titleEn: string;
  titleZh: string;
  skuDescEn: string;
  skuDescZh: string;
  /** The gift SKU's list price (CNY): what the gift is worth. */
  listPrice: number;
}

interface GiftRef {
  goodsId: number;
  skuId: number;
}

const keyOf = (ref: GiftRef) => `${ref.goodsId}:${ref.skuId}`;

/** The givable gifts among `refs`, by `goodsId:skuId`; one query whatever their number. */
export async function giftGoodsNames(db: Db | Tx, refs: readonly GiftRef[]): Promise<Map<string, GiftGoodsName>> {
  const skuIds = [...new Set(refs.map((ref) => ref.skuId))];
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({
      goodsId: goods.id,
      skuId: skus.id,
      itemno: goods.itemno,
      titleEn: goods.titleEn,
      titleZh: goods.titleZh,
      onShelfFlag: goods.onShelfFlag,
      inventoryStatus: goods.inventoryStatus,
      skuDescEn: skus.skuDescEn,
      skuDescZh: skus.skuDescZh,
      listPrice: skus.skuPrice,
    })
    .from(skus)
    .innerJoin(goods, eq(goods.id, skus.goodsId))
    .where(sql`${skus.id} = ANY(${bigintArray(skuIds)})`);
  const names = new Map<string, GiftGoodsName>();
  for (const { onShelfFlag, inventoryStatus, ...row } of rows) {
    if (onShelfFlag && isSellable(inventoryStatus)) names.set(keyOf(row), row);
  }
  return names;
}

/** The gift refs of rules, for giftGoodsNames. */
export function giftRefsOf(rules: readonly { preGoodsSkus: readonly GiftRef[] | null }[]): GiftRef[] {
  return rules.flatMap((rule) => rule.preGoodsSkus ?? []);
}

export const giftKey = keyOf;
