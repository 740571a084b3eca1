/**
 * An order's price, reckoned once for settlement and again, from the database, at submission
 * (docs/product.md §11.4): the lines by the pricing rule at an instant, then the customer's
 * member discount, then the coupon. Settlement and submit share this, so what the settlement
 * shows is what the order charges unless a promotion changed in between.
 */
import type { Db } from '../db/client';
import type { orderLines, orders } from '../db/schema';
import type { Tx } from '../http/idempotency';
import { pick, type Lang } from '../http/locale';
import { customerLevel } from '../wallet/level';
import type { CouponBase } from '../coupons/coupons';
import { discountOf, priceLines, type LineKey, type PricedGift, type PricedLine } from './pricing';
import { priceOrder, toYuan, type CouponTerms, type OrderPrice } from '../../contract/pricing';
import type { LevelKey } from '../../contract/centre-constants';
import type { GiftLine, MemberDiscount, SettlementLine } from '../../contract/orders';

/** Priced lines and the gifts they earn. */
export interface PricedLines {
  lines: PricedLine[];
  gifts: PricedGift[];
}

export interface Reckoning extends PricedLines {
  level: { key: LevelKey; percentOff: number };
  /** The totals without a coupon: what a coupon is read against. */
  base: CouponBase;
  /** The totals with `coupon` (none: without one). */
  withCoupon(coupon?: CouponTerms | null): OrderPrice;
}

/** The chosen lines and the customer's level priced at `at`; `lock` locks the inquiry-list rows. */
export async function reckonOrder(db: Db | Tx, userId: number, chosen: readonly LineKey[], at: Date, lock = false): Promise<Reckoning> {
  const { lines, gifts } = await priceLines(db, userId, chosen, at, lock);
  const level = await customerLevel(db, userId);
  const withCoupon = (coupon?: CouponTerms | null) => priceOrder({ lines: lines.map((line) => line.price), levelPercentOff: level.discount, coupon });
  const plain = withCoupon();
  return {
    lines,
    gifts,
    level: { key: level.level, percentOff: level.discount },
    base: { subtotalFen: plain.subtotalFen, payableFen: plain.subtotalFen - (plain.level?.savedFen ?? 0) },
    withCoupon,
  };
}

export function memberDiscountOf(reckoning: Reckoning, price: OrderPrice): MemberDiscount | null {
  return price.level ? { level: reckoning.level.key, percentOff: price.level.percentOff, discount: toYuan(price.level.savedFen) } : null;
}

export function settlementLineOf(line: PricedLine, lang: Lang): SettlementLine {
  const { price } = line;
  return {
    id: line.goodsId,
    skuId: line.skuId,
    itemno: line.itemno,
    title: pick(lang, line.titleEn, line.titleZh),
    skuDesc: pick(lang, line.skuDescEn, line.skuDescZh),
    imgCover: line.imgCover,
    listPrice: toYuan(price.unitListFen),
    unitPrice: toYuan(price.unitNetFen),
    quantity: price.quantity,
    listAmount: toYuan(price.listAmountFen),
    amount: toYuan(price.amountFen),
    discounts: price.discounts.map(discountOf),
    priceEndsAt: price.priceEndsAt,
  };
}

export function giftLineOf(gift: PricedGift, lang: Lang): GiftLine {
  return {
    goodsId: gift.goodsId,
    skuId: gift.skuId,
    itemno: gift.itemno,
    title: pick(lang, gift.titleEn, gift.titleZh),
    skuDesc: pick(lang, gift.skuDescEn, gift.skuDescZh),
    quantity: gift.quantity,
    forGoodsId: gift.forGoodsId,
    forSkuId: gift.forSkuId,
  };
}

/** An order's price columns, as stored with it. */
export function orderPriceColumns(price: OrderPrice, member: MemberDiscount | null) {
  return {
    listAmount: toYuan(price.listAmountFen),
    promotionDiscount: toYuan(price.promotionFen),
    goodsAmount: toYuan(price.subtotalFen),
    memberLevel: member?.level ?? null,
    memberPercentOff: member?.percentOff ?? null,
    memberDiscount: member?.discount ?? 0,
    discount: toYuan(price.couponFen),
    totalAmount: toYuan(price.totalFen),
  } satisfies Partial<typeof orders.$inferInsert>;
}

/** The order's line rows: the priced lines with their snapshots, then the zero-price gift lines. */
export function orderLineRows(orderId: number, { lines, gifts }: PricedLines): (typeof orderLines.$inferInsert)[] {
  return [
    ...lines.map((line, sort) => ({
      orderId,
      goodsId: line.goodsId,
      skuId: line.skuId,
      itemno: line.itemno,
      titleEn: line.titleEn,
      titleZh: line.titleZh,
      skuDescEn: line.skuDescEn,
      skuDescZh: line.skuDescZh,
      listPrice: toYuan(line.price.unitListFen),
      unitPrice: toYuan(line.price.unitNetFen),
      quantity: line.quantity,
      amount: toYuan(line.price.amountFen),
      discounts: line.price.discounts.map(discountOf),
      sort,
    })),
    ...gifts.map((gift, index) => ({
      orderId,
      goodsId: gift.goodsId,
      skuId: gift.skuId,
      itemno: gift.itemno,
      titleEn: gift.titleEn,
      titleZh: gift.titleZh,
      skuDescEn: gift.skuDescEn,
      skuDescZh: gift.skuDescZh,
      listPrice: gift.listPrice,
      unitPrice: 0,
      quantity: gift.quantity,
      amount: 0,
      isGift: true,
      sort: lines.length + index,
    })),
  ];
}
