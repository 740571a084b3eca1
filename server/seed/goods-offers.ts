/**
 * Promotion rules and downloadable documents attached to goods (docs/product.md §4 promotion types).
 */
import type { goodsDocuments, promotionRules } from '../db/schema';
import { slug } from './goods-draft';
import type { Random } from './random';

export type PromotionRow = typeof promotionRules.$inferInsert;
export type DocumentRow = typeof goodsDocuments.$inferInsert;

/** 1000 limited time, 2000 discount, 3000 spend-and-reduce, 4000 gift. */
export const RULE_TYPES = [1000, 2000, 3000, 4000] as const;
export type RuleType = (typeof RULE_TYPES)[number];

const DAY = 86_400_000;

export interface PromotedGoods {
  id: number;
  skuIds: readonly number[];
  /** The highest SKU price, which spend-and-reduce thresholds are set above. */
  topPrice: number;
}

/** A gift candidate: an earlier goods item and its first SKU. */
export type GiftSource = () => { goodsId: number; skuId: number } | undefined;

/** Every rule ends after 2030, so the demo's promotions stay live for years after the reference date. */
function validEnd(random: Random): Date {
  return new Date(Date.UTC(random.int(2030, 2032), random.int(0, 11), random.int(1, 28), 23, 59, 59));
}

export function promotionRule(random: Random, ruleType: RuleType, goods: PromotedGoods, referenceDate: number, gift: GiftSource): PromotionRow {
  const skuId = goods.skuIds.length > 1 && random.chance(0.2) ? random.pick(goods.skuIds) : null;
  const base: PromotionRow = {
    goodsId: goods.id,
    skuId,
    ruleType,
    validStart: new Date(referenceDate - random.int(1, 60) * DAY),
    validEnd: validEnd(random),
  };
  switch (ruleType) {
    case 1000:
      return { ...base, discountRate: random.pick([70, 75, 80, 85, 90]) };
    case 2000:
      // Stored as tenths of the price kept: 85 reads '8.5 folds' (15% off).
      return { ...base, discountRate: random.pick([95, 90, 88, 85, 80, 75, 70]) };
    case 3000: {
      const threshold = Math.max(500, Math.round((goods.topPrice * random.float(1.5, 3)) / 100) * 100);
      return random.chance(0.5)
        ? { ...base, cashBackType: 0, cashBackPrice: threshold, cashBackVal: threshold / 10 }
        : { ...base, cashBackType: 1, cashBackPrice: threshold, cashBackVal: random.pick([95, 90, 85]) };
    }
    case 4000: {
      const gifts = [gift(), random.chance(0.3) ? gift() : undefined].filter(
        (g, i, all): g is { goodsId: number; skuId: number } =>
          g !== undefined && g.goodsId !== goods.id && all.findIndex((other) => other?.goodsId === g.goodsId) === i,
      );
      if (gifts.length === 0) return { ...base, presentType: 0, presentNum: random.int(2, 5), presentGoodNum: 1 };
      return {
        ...base,
        presentType: 1,
        presentNum: 1,
        presentGoodNum: gifts.length,
        preGoodsSkus: gifts.map((g) => ({ goodsId: g.goodsId, skuId: g.skuId, num: 1 })),
      };
    }
  }
}

export function documentsFor(random: Random, goods: { id: number; itemno: string; docSlug: string }, kinds: readonly string[]): DocumentRow[] {
  const name = slug(goods.docSlug) || 'goods';
  return kinds.map((kind) => {
    const fileName = `${name}-${goods.itemno}-${kind}.pdf`;
    return { goodsId: goods.id, fileName, url: `/files/docs/${fileName}`, downloads: random.int(0, 480) };
  });
}
