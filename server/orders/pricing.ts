/**
 * The inquiry-list lines chosen for settlement (docs/product.md §11.2), priced from the database by
 * the one pricing rule (contract/pricing.ts, docs/product.md §11.4): quantities are the list's own,
 * prices the SKU's current price with the promotion rules in force now, and the gifts they earn.
 * The client's prices are never read. Lines without a SKU, of goods off shelf or no longer sold
 * are refused by name.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import { cartLines, goods, promotionRules, skus } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import { giftGoodsNames, giftKey, giftRefsOf, type GiftGoodsName } from '../goods/gift-goods';
import { isSellable } from './not-sold';
import { priceLine, toYuan, type LineDiscount as RuleDiscount, type LinePrice, type PriceRule } from '../../contract/pricing';
import type { LineDiscount } from '../../contract/orders';

type Queryable = Db | Tx;
type RuleRow = typeof promotionRules.$inferSelect;

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
  price: LinePrice;
}

/** A gift a priced line earns, named in both languages. */
export interface PricedGift extends GiftGoodsName {
  quantity: number;
  forGoodsId: number;
  forSkuId: number;
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

export function toPriceRule(row: RuleRow): PriceRule {
  return { ...row, validStart: row.validStart, validEnd: row.validEnd };
}

/** The rules of these goods, by goods id; a rule with a SKU applies to that SKU only. */
export async function rulesOf(db: Queryable, goodsIds: readonly number[]): Promise<Map<number, RuleRow[]>> {
  const byGoods = new Map<number, RuleRow[]>();
  if (goodsIds.length === 0) return byGoods;
  const rows = await db
    .select()
    .from(promotionRules)
    .where(sql`${promotionRules.goodsId} = ANY(${bigintArray([...new Set(goodsIds)])})`);
  for (const row of rows) byGoods.set(row.goodsId, [...(byGoods.get(row.goodsId) ?? []), row]);
  return byGoods;
}

/** A named saving as the contract answers it (CNY). */
export function discountOf(discount: RuleDiscount): LineDiscount {
  const base = {
    kind: discount.kind,
    ruleId: discount.ruleId,
    percentOff: null,
    amountOff: null,
    threshold: null,
    validEnd: null,
    saved: toYuan(discount.savedFen),
  };
  switch (discount.kind) {
    case 'limitedTime':
      return { ...base, percentOff: discount.percentOff, validEnd: discount.validEnd };
    case 'discount':
      return { ...base, percentOff: discount.percentOff };
    case 'spendReduce':
      return discount.mode === 'amount'
        ? { ...base, amountOff: toYuan(discount.amountOffFen), threshold: toYuan(discount.thresholdFen) }
        : { ...base, percentOff: discount.percentOff, threshold: toYuan(discount.thresholdFen) };
  }
}

/**
 * The chosen lines priced at `at`, in the order chosen, with the gifts they earn. `lock` (inside
 * the submit transaction) locks the inquiry-list rows, so two submissions of the same lines cannot
 * both take them.
 */
export async function priceLines(
  db: Queryable,
  userId: number,
  chosen: readonly LineKey[],
  at: Date,
  lock = false,
): Promise<{ lines: PricedLine[]; gifts: PricedGift[] }> {
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

  const sellable = lines.map(({ key, index }): SellableLine => {
    const row = byKey.get(`${key.id}:${key.skuId}`);
    if (!row) throw new ApiFailure(CODE.notFound, `goods.${index}: goods item ${key.id} with SKU ${key.skuId} is not in your inquiry list`);
    if (key.skuId === 0) throw new ApiFailure(CODE.invalid, `goods.${index}.skuId: choose a specification of ${row.itemno} before settling`);
    if (!row.onShelfFlag || !isSellable(row.inventoryStatus)) {
      throw new ApiFailure(CODE.invalid, `goods.${index}: ${row.itemno} is no longer sold and cannot be ordered; remove it from the selection`);
    }
    if (row.skuGoodsId !== row.goodsId || row.skuPrice === null || row.skuDescEn === null || row.skuDescZh === null) {
      throw new ApiFailure(CODE.invalid, `goods.${index}.skuId: SKU ${key.skuId} is no longer offered for ${row.itemno}`);
    }
    return { ...row, skuDescEn: row.skuDescEn, skuDescZh: row.skuDescZh, listPrice: row.skuPrice };
  });
  return priceSellable(db, sellable, at);
}

/** A line that may be ordered, with its SKU's list price (CNY). */
export type SellableLine = Omit<PricedLine, 'price'> & { listPrice: number };

/** Sellable lines priced at `at` by the SKUs' rules, with the gifts they earn. */
export async function priceSellable(db: Queryable, sellable: readonly SellableLine[], at: Date): Promise<{ lines: PricedLine[]; gifts: PricedGift[] }> {
  const rules = await rulesOf(
    db,
    sellable.map((line) => line.goodsId),
  );
  const lines = sellable.map(({ listPrice, ...line }): PricedLine => {
    const skuRules = (rules.get(line.goodsId) ?? []).filter((rule) => rule.skuId === null || rule.skuId === line.skuId).map(toPriceRule);
    return { ...line, price: priceLine({ goodsId: line.goodsId, skuId: line.skuId, listPrice, quantity: line.quantity, rules: skuRules, at }) };
  });
  return { lines, gifts: await giftsOf(db, lines) };
}

/** The gifts the priced lines earn, named; a gift no longer givable is dropped (gift-goods.ts). */
async function giftsOf(db: Queryable, lines: readonly PricedLine[]): Promise<PricedGift[]> {
  const earned = lines.flatMap((line) => line.price.gifts.map((gift) => ({ gift, line })));
  const names = await giftGoodsNames(db, giftRefsOf([{ preGoodsSkus: earned.map(({ gift }) => gift) }]));
  return earned.flatMap(({ gift, line }): PricedGift[] => {
    const name = names.get(giftKey(gift));
    return name ? [{ ...name, quantity: gift.quantity, forGoodsId: line.goodsId, forSkuId: line.skuId }] : [];
  });
}
