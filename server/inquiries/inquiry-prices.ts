/**
 * What each goods line of an inquiry cost when it was sent, by the one pricing rule
 * (docs/product.md §11.4): the sales team's notice quotes the net price the buyer saw on the goods
 * page, not the list price. Lines without a SKU, or whose SKU is gone, have no price.
 */
import { inArray } from 'drizzle-orm';
import { skus } from '../db/schema';
import type { Tx } from '../http/idempotency';
import { rulesOf, toPriceRule } from '../orders/pricing';
import { priceLine, type LinePrice } from '../../contract/pricing';

interface GoodsLine {
  goodsId: number;
  skuId: number;
  quantity: number;
}

export async function inquiryPrices(tx: Tx, lines: readonly GoodsLine[], at: Date): Promise<(LinePrice | null)[]> {
  const skuIds = [...new Set(lines.map((line) => line.skuId).filter((id) => id > 0))];
  if (skuIds.length === 0) return lines.map(() => null);
  const skuRows = await tx.select({ id: skus.id, goodsId: skus.goodsId, price: skus.skuPrice }).from(skus).where(inArray(skus.id, skuIds));
  const rules = await rulesOf(
    tx,
    lines.map((line) => line.goodsId),
  );
  const priceById = new Map(skuRows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const sku = priceById.get(line.skuId);
    if (!sku || sku.goodsId !== line.goodsId) return null;
    const skuRules = (rules.get(line.goodsId) ?? []).filter((rule) => rule.skuId === null || rule.skuId === line.skuId).map(toPriceRule);
    return priceLine({ goodsId: line.goodsId, skuId: line.skuId, listPrice: sku.price, quantity: line.quantity, rules: skuRules, at });
  });
}
