/**
 * Inquiry-list lines as the list page shows them, whichever side keeps them: a customer's lines
 * come from the API with their goods data (myCarList), a guest's come from the device and get
 * their goods data from the goods details. Both become one shape here, at the boundary.
 */
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { asInteger, asText, isRecord } from '@/lib/catalogue/json-field';
import { parsePrice } from '@/lib/catalogue/price';
import { readPriceRules } from '@/lib/catalogue/price-rules';
import { inForce, priceLine, type LinePrice, type PriceRule } from '@/contract/pricing';
import { lineKey, type InquiryLineRef, type GuestInquiryLine } from './guest-inquiry-list';
import { clampQuantity } from './quantity';

export interface InquiryLine extends InquiryLineRef {
  key: string;
  quantity: number;
  /** null while a guest line's goods data is on its way, or when the goods item is gone. */
  itemno: string | null;
  title: string | null;
  skuDesc: string | null;
  /** The SKU's list price (CNY), null without a SKU or its goods data. */
  listPrice: number | null;
  /** The SKU's promotion rules, priced by priceOfLine as settlement will (docs/product.md §11.4). */
  rules: PriceRule[];
  /** The cover address as stored; pass through imageUrl() to show it. */
  cover: string | null;
  /** false for goods taken off shelf or no longer known: shown greyed, never submitted. */
  onShelf: boolean;
  /** false while a guest line waits for its goods data. */
  loaded: boolean;
  addedAt: string;
}

/**
 * One line of myCarList (contracts: CartLine); null when it lacks its goods id.
 * @internal exported for its tests
 */
export function fromCustomerLine(raw: unknown): InquiryLine | null {
  if (!isRecord(raw)) return null;
  const id = asInteger(raw.id ?? raw.goodsId);
  if (id === null) return null;
  const skuId = asInteger(raw.skuId) ?? 0;
  return {
    id,
    skuId,
    key: lineKey({ id, skuId }),
    quantity: clampQuantity(asInteger(raw.quantity) ?? 1),
    itemno: asText(raw.itemno),
    title: asText(raw.title),
    skuDesc: asText(raw.skuDesc),
    listPrice: parsePrice(raw.skuPrice),
    rules: readPriceRules(raw.rules),
    cover: asText(raw.imgCover),
    onShelf: raw.onShelfFlag !== false && raw.onShelfFlag !== 0,
    loaded: true,
    addedAt: asText(raw.addedAt) ?? '',
  };
}

export function fromCustomerLines(raw: readonly unknown[]): InquiryLine[] {
  return raw.map(fromCustomerLine).filter((line): line is InquiryLine => line !== null);
}

/**
 * A guest line with its goods data: `goods` is undefined while loading and null when the goods
 * item is unknown. A SKU the goods item no longer has leaves the line without SKU data, but
 * the line itself stays (the visitor chose it).
 */
export function fromGuestLine(line: GuestInquiryLine, goods: GoodsSummaryView | null | undefined): InquiryLine {
  const base = { id: line.id, skuId: line.skuId, key: lineKey(line), quantity: line.quantity, addedAt: line.addedAt };
  if (goods === undefined) {
    return { ...base, itemno: null, title: null, skuDesc: null, listPrice: null, rules: [], cover: null, onShelf: true, loaded: false };
  }
  if (goods === null) {
    return { ...base, itemno: null, title: null, skuDesc: null, listPrice: null, rules: [], cover: null, onShelf: false, loaded: true };
  }
  const sku = goods.skus.find((each) => each.id === line.skuId) ?? null;
  return {
    ...base,
    itemno: goods.itemno,
    title: goods.title,
    skuDesc: sku ? sku.desc || null : null,
    listPrice: sku ? sku.priceCny : null,
    rules: sku ? sku.rules : [],
    cover: goods.cover,
    onShelf: goods.onShelf && (line.skuId === 0 || sku !== null),
    loaded: true,
  };
}

/** The line priced at `at` by the pricing rule: what settlement will charge for it; null without a price. */
export function priceOfLine(line: InquiryLine, at: number): LinePrice | null {
  if (line.listPrice === null) return null;
  const rules = line.rules.filter((rule) => inForce(rule, at));
  return priceLine({ goodsId: line.id, skuId: line.skuId, listPrice: line.listPrice, quantity: line.quantity, rules, at });
}

export interface InquiryTotal {
  /** The priced lines at list prices, in fen. */
  listFen: number;
  /** The priced lines as settlement charges them before a member discount or coupon, in fen. */
  amountFen: number;
  /** Lines without a price (no size chosen): not in the total. */
  unpriced: number;
}

/** The total of `lines` at `at`: what the lines come to before the member discount and coupons. */
export function inquiryTotal(lines: readonly InquiryLine[], at: number): InquiryTotal {
  return lines.reduce<InquiryTotal>(
    (total, line) => {
      const price = priceOfLine(line, at);
      if (!price) return { ...total, unpriced: total.unpriced + 1 };
      return { ...total, listFen: total.listFen + price.listAmountFen, amountFen: total.amountFen + price.amountFen };
    },
    { listFen: 0, amountFen: 0, unpriced: 0 },
  );
}

/** Lines that may go into an inquiry: on shelf and, for guests, with their goods data loaded. */
export function submittable(lines: readonly InquiryLine[]): InquiryLine[] {
  return lines.filter((line) => line.onShelf && line.loaded);
}

/** Distinct goods ids of guest lines, in a stable order (one details call per goods item, not per line). */
export function distinctGoodsIds(lines: readonly InquiryLineRef[]): number[] {
  return [...new Set(lines.map((line) => line.id))].sort((a, b) => a - b);
}
