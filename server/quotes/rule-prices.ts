/**
 * What a quote line would cost by the pricing rule now (contract/pricing.ts, the price the goods
 * page shows): the goods item, its SKU and the SKU's list and net unit price. The quote a staff
 * member sends is priced by it, and the console's quote form starts from it (docs/product.md §6.1).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, skus } from '../db/schema';
import type { Tx } from '../http/idempotency';
import { isSellable } from '../orders/not-sold';
import { rulesOf, toPriceRule } from '../orders/pricing';
import { toYuan, unitNetPrice } from '../../contract/pricing';
import type { QuoteDraftLine } from '../../contract/staff';

export interface GoodsLineKey {
  goodsId: number;
  skuId: number;
}

export interface RulePriced {
  /** Undefined: the goods item no longer exists. */
  item: typeof goods.$inferSelect | undefined;
  /** Undefined: no such SKU of this goods item. */
  sku: typeof skus.$inferSelect | undefined;
  /** On shelf and sold. */
  obtainable: boolean;
  /** Null without the item or its SKU. */
  price: { listFen: number; netFen: number } | null;
}

/** One answer per line, in the lines' order. */
export async function rulePriced(db: Db | Tx, lines: readonly GoodsLineKey[], now: Date): Promise<RulePriced[]> {
  if (!lines.length) return [];
  const goodsIds = [...new Set(lines.map((line) => line.goodsId))];
  const [goodsRows, skuRows, rules] = await Promise.all([
    db.select().from(goods).where(inArray(goods.id, goodsIds)),
    db
      .select()
      .from(skus)
      .where(
        inArray(
          skus.id,
          lines.map((line) => line.skuId),
        ),
      ),
    rulesOf(db, goodsIds),
  ]);
  const goodsById = new Map(goodsRows.map((row) => [row.id, row]));
  const skuById = new Map(skuRows.map((row) => [row.id, row]));
  return lines.map(({ goodsId, skuId }) => {
    const item = goodsById.get(goodsId);
    const found = skuById.get(skuId);
    const sku = found?.goodsId === goodsId ? found : undefined;
    const skuRules = (rules.get(goodsId) ?? []).filter((rule) => rule.skuId === null || rule.skuId === skuId).map(toPriceRule);
    return {
      item,
      sku,
      obtainable: item !== undefined && item.onShelfFlag && isSellable(item.inventoryStatus),
      price: item && sku ? unitNetPrice(sku.skuPrice, skuRules, now) : null,
    };
  });
}

/** The console's quote form as it opens: each goods line with a SKU that still exists, at its rule prices. */
export async function quoteDraft(db: Db, lines: readonly GoodsLineKey[], now = new Date()): Promise<QuoteDraftLine[]> {
  const withSku = lines.filter((line) => line.skuId > 0);
  const priced = await rulePriced(db, withSku, now);
  return withSku.flatMap(({ goodsId, skuId }, index) => {
    const price = priced[index]?.price;
    return price ? [{ goodsId, skuId, listPrice: toYuan(price.listFen), netPrice: toYuan(price.netFen), obtainable: priced[index]?.obtainable ?? false }] : [];
  });
}
