/**
 * What a goods page says of each promotion rule of a SKU (docs/product.md §4, §11.4), in the terms
 * the pricing rule (contract/pricing.ts) applies them: the page describes exactly what settlement
 * will take off or give. Pure; amounts stay in CNY for lib/catalogue/money.ts to show.
 */
import { RULE_TYPE, type GiftGoodsRef, type PriceRule } from '@/contract/pricing';

/** A price-keeping rate on discountRate's scale: 88 → 12% off, 8.8 folds (Chinese 折). */
interface Rate {
  percentOff: number;
  folds: number;
}

export type PromotionTerms =
  | { kind: 'limitedTime'; validEnd: string; rate: Rate | null }
  | { kind: 'discount'; rate: Rate }
  | { kind: 'spendReduceAmount'; thresholdCny: number; amountOffCny: number }
  | { kind: 'spendReduceDiscount'; thresholdCny: number; rate: Rate }
  | { kind: 'giftSame'; buy: number; get: number }
  | { kind: 'giftGoods'; buy: number; gifts: GiftGoodsRef[] };

const round2 = (value: number) => Math.round(value * 100) / 100;

function rateOf(value: number | null | undefined): Rate | null {
  if (typeof value !== 'number' || !(value > 0 && value < 100)) return null;
  return { percentOff: round2(100 - value), folds: round2(value / 10) };
}

const positive = (value: number | null | undefined, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);

function isoOf(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/**
 * The terms of one rule, or null for a rule the pricing rule would not apply.
 * @internal exported for its tests
 */
export function promotionTerms(rule: PriceRule): PromotionTerms | null {
  switch (rule.ruleType) {
    case RULE_TYPE.LIMITED_TIME: {
      const validEnd = isoOf(rule.validEnd);
      return validEnd === null ? null : { kind: 'limitedTime', validEnd, rate: rateOf(rule.discountRate) };
    }
    case RULE_TYPE.DISCOUNT: {
      const rate = rateOf(rule.discountRate);
      return rate === null ? null : { kind: 'discount', rate };
    }
    case RULE_TYPE.SPEND_REDUCE: {
      const thresholdCny = rule.cashBackPrice;
      const value = rule.cashBackVal;
      if (typeof thresholdCny !== 'number' || thresholdCny < 0 || typeof value !== 'number' || value <= 0) return null;
      if (rule.cashBackType === 0) return { kind: 'spendReduceAmount', thresholdCny, amountOffCny: value };
      const rate = rateOf(value);
      return rate === null ? null : { kind: 'spendReduceDiscount', thresholdCny, rate };
    }
    case RULE_TYPE.GIFT: {
      const buy = positive(rule.presentNum, 1);
      if (rule.presentType === 0) return { kind: 'giftSame', buy, get: positive(rule.presentGoodNum, 1) };
      if (rule.presentType === 1) {
        const gifts = (rule.preGoodsSkus ?? []).filter((gift) => gift.title);
        return gifts.length ? { kind: 'giftGoods', buy, gifts } : null;
      }
      return null;
    }
    default:
      return null;
  }
}

/** The terms of each rule of a SKU, rules the pricing rule would not apply left out. */
export function promotionTermsOf(rules: readonly PriceRule[]): PromotionTerms[] {
  return rules.flatMap((rule) => promotionTerms(rule) ?? []);
}
