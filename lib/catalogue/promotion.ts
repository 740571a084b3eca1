/**
 * Promotion display rules (docs/product.md §3 promotion rule, §4 promotion types). Pure: the current
 * time is passed in. Amounts stay in CNY, as the rule carries them; convert with cnyToUsd.
 */
import { parseDate } from './dates';
import { asInteger, asNumber, asText, isRecord, parseJsonArray } from './json-field';
import { roundHalfAwayFromZero } from './price';
import { timeLeft, type Countdown } from './time-left';

export const RULE_TYPE = {
  LIMITED_TIME: 1000,
  DISCOUNT: 2000,
  SPEND_REDUCE: 3000,
  GIFT: 4000,
} as const;

/** A promotion rule as the API sends it; every field is read tolerantly. */
export interface PromotionRuleInput {
  ruleType?: unknown;
  discountRate?: unknown;
  cashBackPrice?: unknown;
  cashBackType?: unknown;
  cashBackVal?: unknown;
  presentType?: unknown;
  presentNum?: unknown;
  presentGoodNum?: unknown;
  preGoodsSkus?: unknown;
  validEnd?: unknown;
}

interface GiftGoods {
  goodsId: string | null;
  skuId: string | null;
  /** How many of this gift come with the purchase (`num`), when given. */
  quantity: number | null;
  title: string | null;
}

interface LimitedTimePromotion {
  kind: 'limitedTime';
  /** 'promotion.endsIn' with the remaining parts as arguments, or 'promotion.ended'. */
  messageKey: 'promotion.endsIn' | 'promotion.ended';
  validEnd: Date;
  /** null once ended. */
  remaining: Countdown | null;
  ended: boolean;
}

interface DiscountPromotion {
  kind: 'discount';
  messageKey: 'promotion.discount';
  /** The price paid, in tenths (Chinese 折): discountRate 85 → 8.5. */
  folds: number;
  /** The same discount as a percentage off: discountRate 85 → 15. */
  percentOff: number;
}

interface SpendReducePromotion {
  kind: 'spendReduce';
  messageKey: 'promotion.spendReduceAmount' | 'promotion.spendReduceDiscount';
  /** cashBackPrice: the spend (CNY) that unlocks the reduction. */
  threshold: number;
  /** cashBackType 0 takes an amount off; any other type a discount. */
  mode: 'amount' | 'discount';
  /** cashBackVal: CNY off in 'amount' mode; in 'discount' mode a rate on discountRate's scale. */
  value: number;
  /** 'discount' mode only, read like discountRate (value 90 → 9 folds, 10% off); else null. */
  folds: number | null;
  percentOff: number | null;
}

type GiftPromotion =
  | { kind: 'gift'; mode: 'count'; messageKey: 'promotion.giftCount'; count: number }
  | { kind: 'gift'; mode: 'goods'; messageKey: 'promotion.giftGoods'; goods: GiftGoods[]; count: number | null };

export type PromotionDisplay = LimitedTimePromotion | DiscountPromotion | SpendReducePromotion | GiftPromotion;

function epochOf(now: Date | number): number {
  return typeof now === 'number' ? now : now.getTime();
}

/**
 * Time left until validEnd, in whole units (partial seconds dropped), or null once validEnd is
 * reached or when either date is invalid. Never negative. A zone-less validEnd string is read
 * in the supplier's time zone (see dates.ts).
 */
export function countdown(validEnd: unknown, now: Date | number): Countdown | null {
  const end = parseDate(validEnd);
  return end === null ? null : timeLeft(end.getTime(), epochOf(now));
}

/** folds and percent off for a rate in (0, 100), or null outside it. */
function discountOf(rate: number | null): { folds: number; percentOff: number } | null {
  if (rate === null || rate <= 0 || rate >= 100) return null;
  return { folds: roundHalfAwayFromZero(rate / 10, 2), percentOff: roundHalfAwayFromZero(100 - rate, 2) };
}

function giftGoods(preGoodsSkus: unknown): GiftGoods[] {
  const goods: GiftGoods[] = [];
  for (const item of parseJsonArray(preGoodsSkus)) {
    if (!isRecord(item)) continue;
    const entry: GiftGoods = {
      goodsId: asText(item.goodsId),
      skuId: asText(item.skuId ?? item.id),
      quantity: positiveInteger(item.num),
      title: asText(item.title ?? item.goodsTitle ?? item.skuDesc),
    };
    if (entry.goodsId !== null || entry.skuId !== null) goods.push(entry);
  }
  return goods;
}

function positiveInteger(value: unknown): number | null {
  const number = asInteger(value);
  return number !== null && number > 0 ? number : null;
}

/** What to show for a promotion rule at `now`, or null for an unknown or unusable rule. */
export function promotionDisplay(rule: PromotionRuleInput | null | undefined, now: Date | number): PromotionDisplay | null {
  if (!rule) return null;
  switch (asInteger(rule.ruleType)) {
    case RULE_TYPE.LIMITED_TIME: {
      const validEnd = parseDate(rule.validEnd);
      if (validEnd === null) return null;
      const remaining = countdown(validEnd, now);
      return {
        kind: 'limitedTime',
        messageKey: remaining === null ? 'promotion.ended' : 'promotion.endsIn',
        validEnd,
        remaining,
        ended: remaining === null,
      };
    }
    case RULE_TYPE.DISCOUNT: {
      const discount = discountOf(asNumber(rule.discountRate));
      return discount === null ? null : { kind: 'discount', messageKey: 'promotion.discount', ...discount };
    }
    case RULE_TYPE.SPEND_REDUCE: {
      const threshold = asNumber(rule.cashBackPrice);
      const value = asNumber(rule.cashBackVal);
      if (threshold === null || threshold < 0 || value === null || value <= 0) return null;
      if (asInteger(rule.cashBackType) === 0) {
        return { kind: 'spendReduce', messageKey: 'promotion.spendReduceAmount', threshold, mode: 'amount', value, folds: null, percentOff: null };
      }
      const discount = discountOf(value);
      return {
        kind: 'spendReduce',
        messageKey: 'promotion.spendReduceDiscount',
        threshold,
        mode: 'discount',
        value,
        folds: discount?.folds ?? null,
        percentOff: discount?.percentOff ?? null,
      };
    }
    case RULE_TYPE.GIFT: {
      const presentType = asInteger(rule.presentType);
      if (presentType === 0) {
        const count = positiveInteger(rule.presentNum);
        return count === null ? null : { kind: 'gift', mode: 'count', messageKey: 'promotion.giftCount', count };
      }
      if (presentType === 1) {
        return { kind: 'gift', mode: 'goods', messageKey: 'promotion.giftGoods', goods: giftGoods(rule.preGoodsSkus), count: positiveInteger(rule.presentGoodNum) };
      }
      return null;
    }
    default:
      return null;
  }
}

/** promotionDisplay for each rule of a list (or JSON list), unusable rules dropped. */
export function promotionDisplays(rules: unknown, now: Date | number): PromotionDisplay[] {
  const displays: PromotionDisplay[] = [];
  for (const rule of parseJsonArray(rules)) {
    if (!isRecord(rule)) continue;
    const display = promotionDisplay(rule, now);
    if (display !== null) displays.push(display);
  }
  return displays;
}
