/**
 * Promotion rules as the goods answers carry them (docs/product.md §3), read tolerantly at the
 * boundary into the pricing rule's own shape (contract/pricing.ts): numbers may come as strings,
 * preGoodsSkus as a JSON string, and a zone-less validEnd is the supplier's time (dates.ts). A rule
 * without an id or a type is dropped; what the pricing rule cannot use it passes over itself.
 */
import type { GiftGoodsRef, PriceRule } from '@/contract/pricing';
import { parseDate } from './dates';
import { asInteger, asNumber, asText, isRecord, parseJsonArray } from './json-field';

function giftRefs(value: unknown): GiftGoodsRef[] {
  return parseJsonArray(value).flatMap((item): GiftGoodsRef[] => {
    if (!isRecord(item)) return [];
    const goodsId = asInteger(item.goodsId);
    const skuId = asInteger(item.skuId ?? item.id);
    if (goodsId === null || skuId === null) return [];
    return [
      {
        goodsId,
        skuId,
        num: asInteger(item.num) ?? 1,
        title: asText(item.title ?? item.goodsTitle),
        itemno: asText(item.itemno),
        skuDesc: asText(item.skuDesc),
      },
    ];
  });
}

const isoOrNull = (value: unknown): string | null => parseDate(value)?.toISOString() ?? null;

function readPriceRule(raw: unknown, index = 0): PriceRule | null {
  if (!isRecord(raw)) return null;
  const ruleType = asInteger(raw.ruleType);
  if (ruleType === null) return null;
  return {
    id: asInteger(raw.id) ?? index + 1,
    ruleType,
    discountRate: asNumber(raw.discountRate),
    cashBackPrice: asNumber(raw.cashBackPrice),
    cashBackType: asInteger(raw.cashBackType),
    cashBackVal: asNumber(raw.cashBackVal),
    presentType: asInteger(raw.presentType),
    presentNum: asInteger(raw.presentNum),
    presentGoodNum: asInteger(raw.presentGoodNum),
    preGoodsSkus: giftRefs(raw.preGoodsSkus),
    validStart: isoOrNull(raw.validStart),
    validEnd: isoOrNull(raw.validEnd),
  };
}

/** The rules of a SKU (a list or a JSON list), unreadable ones dropped. */
export function readPriceRules(raw: unknown): PriceRule[] {
  return parseJsonArray(raw).flatMap((rule, index) => readPriceRule(rule, index) ?? []);
}
