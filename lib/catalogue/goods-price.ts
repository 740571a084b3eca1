/**
 * The price a page shows for a SKU or a goods item, by the one pricing rule (contract/pricing.ts,
 * docs/product.md §11.4): one unit at the instant given, the list price beside the net price when
 * a promotion lowers it. Amounts in CNY; lib/catalogue/money.ts says how a page shows them.
 */
import { inForce, RULE_TYPE, toYuan, unitNetPrice, type PriceRule } from '@/contract/pricing';

export interface ShownPrice {
  listCny: number;
  netCny: number;
  /** When a limited-time net price ends (ISO), else null. */
  endsAt: string | null;
}

/** One unit of a SKU at `at`, or null for a SKU without a price. */
export function shownPrice(listCny: number | null, rules: readonly PriceRule[], at: Date | number): ShownPrice | null {
  if (listCny === null) return null;
  const { listFen, netFen } = unitNetPrice(listCny, rules, at);
  const limited =
    netFen < listFen
      ? rules.find((rule) => rule.ruleType === RULE_TYPE.LIMITED_TIME && inForce(rule, at) && unitNetPrice(listCny, [rule], at).netFen === netFen)
      : undefined;
  return { listCny: toYuan(listFen), netCny: toYuan(netFen), endsAt: limited?.validEnd ? new Date(limited.validEnd).toISOString() : null };
}

/**
 * What a card or a row shows for a goods item: its lowest net price, marked 'from' when its sizes
 * are priced differently; null when no SKU has a price.
 */
export function lowestPrice(skus: readonly { price: ShownPrice | null }[]): { price: ShownPrice; from: boolean } | null {
  const prices = skus.map((sku) => sku.price).filter((price): price is ShownPrice => price !== null);
  const [first] = prices;
  if (!first) return null;
  const lowest = prices.reduce((low, price) => (price.netCny < low.netCny ? price : low), first);
  return { price: lowest, from: prices.some((price) => price.netCny !== lowest.netCny) };
}
