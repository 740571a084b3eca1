/**
 * The one pricing rule (docs/product.md §11.4): what a SKU costs at an instant, for a quantity,
 * and what an order of such lines costs a customer of a member level with a coupon. The goods
 * page, the listings, the inquiry list, settlement, submission and the staff's view all price
 * through these functions, so the price a page shows is the price the order charges.
 *
 * Pure and zod-free: the API, server components and browser islands import it alike. Money is
 * whole fen (CNY cents) throughout; the conversion to USD is the last step, for display only.
 */

/** Fixed display rate: CNY per US dollar (docs/product.md §9). */
export const CNY_PER_USD = 7.2;

export const RULE_TYPE = {
  LIMITED_TIME: 1000,
  DISCOUNT: 2000,
  SPEND_REDUCE: 3000,
  GIFT: 4000,
} as const;

/** A gift goods item of a ruleType 4000 / presentType 1 rule, named when the API knows it. */
export interface GiftGoodsRef {
  goodsId: number;
  skuId: number;
  /** Units of this gift per gift set. */
  num: number;
  title?: string | null | undefined;
  itemno?: string | null | undefined;
  skuDesc?: string | null | undefined;
}

/** A promotion rule as the contract carries it (docs/product.md §3); amounts in CNY. */
export interface PriceRule {
  id: number;
  ruleType: number;
  discountRate?: number | null | undefined;
  cashBackPrice?: number | null | undefined;
  cashBackType?: number | null | undefined;
  cashBackVal?: number | null | undefined;
  presentType?: number | null | undefined;
  presentNum?: number | null | undefined;
  presentGoodNum?: number | null | undefined;
  preGoodsSkus?: readonly GiftGoodsRef[] | null | undefined;
  validStart?: string | Date | null | undefined;
  validEnd?: string | Date | null | undefined;
}

/** A saving a line takes, named by its rule, in fen for the whole line. */
export type LineDiscount =
  | { kind: 'limitedTime'; ruleId: number; percentOff: number; validEnd: string; savedFen: number }
  | { kind: 'discount'; ruleId: number; percentOff: number; savedFen: number }
  | { kind: 'spendReduce'; ruleId: number; mode: 'amount'; thresholdFen: number; amountOffFen: number; savedFen: number }
  | { kind: 'spendReduce'; ruleId: number; mode: 'percent'; thresholdFen: number; percentOff: number; savedFen: number };

/** A zero-price line that comes with a purchase (ruleType 4000). */
interface GiftLine {
  ruleId: number;
  goodsId: number;
  skuId: number;
  quantity: number;
  /** presentType 0: more of the purchased SKU itself. */
  sameGoods: boolean;
  title: string | null;
  itemno: string | null;
  skuDesc: string | null;
}

export interface LinePrice {
  quantity: number;
  unitListFen: number;
  /** The unit price after the price rule (1000 or 2000), before spend-and-reduce. */
  unitNetFen: number;
  listAmountFen: number;
  /** What the line costs: unitNetFen × quantity, less spend-and-reduce. */
  amountFen: number;
  discounts: LineDiscount[];
  gifts: GiftLine[];
  /** When the applied limited-time price ends (ISO), else null. */
  priceEndsAt: string | null;
}

export interface CouponTerms {
  kind: 'amount' | 'percent';
  /** CNY off, for kind amount. */
  amountOff?: number | null | undefined;
  /** Per cent off, for kind percent. */
  percentOff?: number | null | undefined;
  /** The subtotal (CNY) the lines must reach; 0 for none. */
  threshold: number;
}

export interface OrderPrice {
  /** The lines at list prices. */
  listAmountFen: number;
  /** What the line promotions took off (1000, 2000, 3000). */
  promotionFen: number;
  /** The lines as charged: listAmountFen − promotionFen. Coupon thresholds are read against it. */
  subtotalFen: number;
  /** The member-level discount, null for a level without one. */
  level: { percentOff: number; savedFen: number } | null;
  /** What the coupon took off; 0 without one. */
  couponFen: number;
  totalFen: number;
}

// ── Money ──

/** Whole fen of a CNY amount (binary noise such as 19.99 × 100 = 1998.9999… dropped). */
export function toFen(yuan: number): number {
  return Math.round(Number((yuan * 100).toPrecision(15)));
}

export const toYuan = (fen: number): number => fen / 100;

/**
 * `percent` per cent of `fen`, rounded to the fen, halves away from zero. Reckoned in integers
 * (the percentage to hundredths), so 0.5 fen is always a half and never 0.49999….
 * @internal exported for its tests
 */
export function percentOfFen(fen: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  const product = Math.abs(fen) * hundredths;
  const rounded = Math.floor((product + 5000) / 10000);
  return fen < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * US cents of an amount in fen at CNY_PER_USD (fen × 10 / 72), halves away from zero.
 * @internal exported for its tests
 */
export function fenToUsdCents(fen: number): number {
  const cents = Math.floor((Math.abs(fen) * 10 + 36) / 72);
  return fen < 0 && cents !== 0 ? -cents : cents;
}

/** USD for a CNY amount, rounded to the cent: the English shop's display figure (100 → 13.89). */
export function cnyToUsd(cny: number): number {
  if (!Number.isFinite(cny)) return cny;
  return fenToUsdCents(toFen(cny)) / 100;
}

// ── Rules in force ──

function epochOf(value: string | Date | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * A rule is in force from validStart (inclusive) until validEnd (exclusive): a rule whose end
 * passed a second ago no longer applies. A limited-time rule without an end is not one.
 */
export function inForce(rule: PriceRule, at: Date | number): boolean {
  const now = epochOf(at) ?? NaN;
  const start = epochOf(rule.validStart);
  const end = epochOf(rule.validEnd);
  if (rule.ruleType === RULE_TYPE.LIMITED_TIME && end === null) return false;
  return (start === null || start <= now) && (end === null || now < end);
}

/** A price-keeping rate on discountRate's scale (88 = 88% kept, 8.8 folds), or null outside (0, 100). */
function keptRate(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 100 ? value : null;
}

const percentOffOf = (rate: number): number => Math.round((100 - rate) * 100) / 100;

function isoOf(value: string | Date | null | undefined): string {
  const ms = epochOf(value);
  return ms === null ? '' : new Date(ms).toISOString();
}

/** The lowest unit price the 1000 and 2000 rules give; they never add up. */
function priceRuleFor(unitListFen: number, rules: readonly PriceRule[]): { unitNetFen: number; rule: PriceRule; rate: number } | null {
  let best: { unitNetFen: number; rule: PriceRule; rate: number } | null = null;
  for (const rule of rules) {
    if (rule.ruleType !== RULE_TYPE.LIMITED_TIME && rule.ruleType !== RULE_TYPE.DISCOUNT) continue;
    const rate = keptRate(rule.discountRate);
    if (rate === null) continue;
    const unitNetFen = percentOfFen(unitListFen, rate);
    if (best === null || unitNetFen < best.unitNetFen) best = { unitNetFen, rule, rate };
  }
  return best;
}

/** The largest reduction a 3000 rule gives a line worth `lineFen`, once its threshold is reached. */
function spendReduceFor(lineFen: number, rules: readonly PriceRule[]): LineDiscount | null {
  let best: LineDiscount | null = null;
  for (const rule of rules) {
    if (rule.ruleType !== RULE_TYPE.SPEND_REDUCE) continue;
    const threshold = rule.cashBackPrice;
    const value = rule.cashBackVal;
    if (typeof threshold !== 'number' || threshold < 0 || typeof value !== 'number' || value <= 0) continue;
    const thresholdFen = toFen(threshold);
    if (lineFen < thresholdFen) continue;
    let reduction: LineDiscount;
    if (rule.cashBackType === 0) {
      const amountOffFen = toFen(value);
      reduction = { kind: 'spendReduce', ruleId: rule.id, mode: 'amount', thresholdFen, amountOffFen, savedFen: Math.min(amountOffFen, lineFen) };
    } else {
      const rate = keptRate(value);
      if (rate === null) continue;
      reduction = {
        kind: 'spendReduce',
        ruleId: rule.id,
        mode: 'percent',
        thresholdFen,
        percentOff: percentOffOf(rate),
        savedFen: lineFen - percentOfFen(lineFen, rate),
      };
    }
    if (best === null || reduction.savedFen > best.savedFen) best = reduction;
  }
  return best;
}

const positive = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** The gift lines of the 4000 rules: a gift set for every presentNum units bought. */
function giftsFor(goods: { goodsId: number; skuId: number }, quantity: number, rules: readonly PriceRule[]): GiftLine[] {
  const gifts: GiftLine[] = [];
  for (const rule of rules) {
    if (rule.ruleType !== RULE_TYPE.GIFT) continue;
    const sets = Math.floor(quantity / positive(rule.presentNum, 1));
    if (sets === 0) continue;
    if (rule.presentType === 0) {
      gifts.push({ ruleId: rule.id, ...goods, quantity: sets * positive(rule.presentGoodNum, 1), sameGoods: true, title: null, itemno: null, skuDesc: null });
    } else if (rule.presentType === 1) {
      for (const gift of rule.preGoodsSkus ?? []) {
        gifts.push({
          ruleId: rule.id,
          goodsId: gift.goodsId,
          skuId: gift.skuId,
          quantity: sets * positive(gift.num, 1),
          sameGoods: false,
          title: gift.title ?? null,
          itemno: gift.itemno ?? null,
          skuDesc: gift.skuDesc ?? null,
        });
      }
    }
  }
  return gifts;
}

export interface LineInput {
  goodsId: number;
  skuId: number;
  /** The SKU's list price, CNY. */
  listPrice: number;
  quantity: number;
  /** The SKU's rules; those not in force at `at` are passed over. */
  rules: readonly PriceRule[];
  at: Date | number;
}

/**
 * One line priced: the price rule on the unit (rounded to the fen), the unit times the quantity,
 * then spend-and-reduce on that amount, and the gifts the quantity earns.
 */
export function priceLine(input: LineInput): LinePrice {
  const rules = input.rules.filter((rule) => inForce(rule, input.at));
  const quantity = Math.max(0, Math.trunc(input.quantity));
  const unitListFen = toFen(input.listPrice);
  const priced = priceRuleFor(unitListFen, rules);
  const unitNetFen = priced?.unitNetFen ?? unitListFen;
  const discounts: LineDiscount[] = [];
  if (priced) {
    const percentOff = percentOffOf(priced.rate);
    const savedFen = (unitListFen - unitNetFen) * quantity;
    discounts.push(
      priced.rule.ruleType === RULE_TYPE.LIMITED_TIME
        ? { kind: 'limitedTime', ruleId: priced.rule.id, percentOff, validEnd: isoOf(priced.rule.validEnd), savedFen }
        : { kind: 'discount', ruleId: priced.rule.id, percentOff, savedFen },
    );
  }
  const netAmountFen = unitNetFen * quantity;
  const reduction = spendReduceFor(netAmountFen, rules);
  if (reduction) discounts.push(reduction);
  return {
    quantity,
    unitListFen,
    unitNetFen,
    listAmountFen: unitListFen * quantity,
    amountFen: netAmountFen - (reduction?.savedFen ?? 0),
    discounts,
    gifts: giftsFor({ goodsId: input.goodsId, skuId: input.skuId }, quantity, rules),
    priceEndsAt: priced?.rule.ruleType === RULE_TYPE.LIMITED_TIME ? isoOf(priced.rule.validEnd) : null,
  };
}

/** The unit price a goods page shows for a SKU: one unit at `at`. */
export function unitNetPrice(listPrice: number, rules: readonly PriceRule[], at: Date | number): { listFen: number; netFen: number } {
  const line = priceLine({ goodsId: 0, skuId: 0, listPrice, quantity: 1, rules, at });
  return { listFen: line.unitListFen, netFen: line.unitNetFen };
}

/**
 * What a coupon takes off: its threshold is read against the subtotal (the lines as charged),
 * its amount or percentage against what is still payable after the member discount, and never
 * more than that. 0 when the threshold is not reached.
 */
export function couponDiscountFen(coupon: CouponTerms, subtotalFen: number, payableFen = subtotalFen): number {
  if (subtotalFen < toFen(coupon.threshold)) return 0;
  const off = coupon.kind === 'amount' ? toFen(coupon.amountOff ?? 0) : percentOfFen(payableFen, coupon.percentOff ?? 0);
  return Math.max(0, Math.min(off, payableFen));
}

export interface OrderInput {
  lines: readonly Pick<LinePrice, 'listAmountFen' | 'amountFen'>[];
  /** The member level's percentage off (0 for none). */
  levelPercentOff: number;
  coupon?: CouponTerms | null | undefined;
}

/** An order's totals: the lines as charged, then the member discount, then the coupon. */
export function priceOrder(input: OrderInput): OrderPrice {
  const listAmountFen = input.lines.reduce((sum, line) => sum + line.listAmountFen, 0);
  const subtotalFen = input.lines.reduce((sum, line) => sum + line.amountFen, 0);
  const level = input.levelPercentOff > 0 ? { percentOff: input.levelPercentOff, savedFen: percentOfFen(subtotalFen, input.levelPercentOff) } : null;
  const payableFen = subtotalFen - (level?.savedFen ?? 0);
  const couponFen = input.coupon ? couponDiscountFen(input.coupon, subtotalFen, payableFen) : 0;
  return {
    listAmountFen,
    promotionFen: listAmountFen - subtotalFen,
    subtotalFen,
    level,
    couponFen,
    totalFen: payableFen - couponFen,
  };
}
