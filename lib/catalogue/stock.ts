/**
 * Stock labels (docs/product.md §1, §4). The label is a message key; messages/{en,zh}.json hold the text.
 *
 * inventoryStatus, the shop's convention:
 *    0  no stock ('No Stock') for products, out of service ('SOS') for services
 *   -1  stop selling
 *   -2  stop production
 *   -3  temporarily out of stock   (docs/product.md §4 names the label, not its value: our convention)
 *   -4  suspension of sales        (docs/product.md §4 names the label, not its value: our convention)
 *   anything else (1 in stock, unknown values, missing): no label
 */
import { CATEGORY, rootCode } from './category-codes';
import { asInteger } from './json-field';

export type GoodsKind = 'product' | 'service';

export const INVENTORY_STATUS = {
  IN_STOCK: 1,
  NO_STOCK: 0,
  STOP_SELLING: -1,
  STOP_PRODUCTION: -2,
  TEMPORARILY_OUT_OF_STOCK: -3,
  SUSPENSION_OF_SALES: -4,
} as const;

export type StockLabelKey =
  'stock.noStock' | 'stock.outOfService' | 'stock.stopSelling' | 'stock.stopProduction' | 'stock.temporarilyOutOfStock' | 'stock.suspensionOfSales';

/**
 * Categories whose goods show a stock status: reagents, consumables, instruments, antibodies
 * (three trees), culture medium and cell bank.
 * @internal exported for its tests
 */
export const STOCK_CATEGORY_CODES: readonly string[] = [
  CATEGORY.REAGENTS,
  CATEGORY.CONSUMABLES,
  CATEGORY.INSTRUMENTS,
  CATEGORY.ANTIBODIES,
  CATEGORY.ANTIBODIES_SECONDARY,
  CATEGORY.ANTIBODIES_OTHER,
  CATEGORY.CULTURE_MEDIUM,
  CATEGORY.CELL_BANK,
];

const PRODUCT_ROOTS: readonly string[] = [CATEGORY.PRODUCTS, CATEGORY.CELL_BANK, CATEGORY.PROMOTION_TRIAL];
const SERVICE_ROOTS: readonly string[] = [CATEGORY.SERVICES];

/**
 * True when the goods item's category path (its category and ancestors, any order) holds one
 * of STOCK_CATEGORY_CODES. Codes are compared exactly, never by prefix.
 */
export function showsStock(categoryPath: readonly string[]): boolean {
  return categoryPath.some((code) => STOCK_CATEGORY_CODES.includes(code.trim()));
}

/**
 * 'service' for goods under FW, 'product' under CP, XB or CS, null for other trees (plans,
 * learning support, gallery…). The root is read from the codes themselves, so a path that
 * starts below the root ('CP001', 'CP001015') still resolves.
 */
export function goodsKind(categoryPath: readonly string[]): GoodsKind | null {
  for (const code of categoryPath) {
    const root = rootCode(code);
    if (SERVICE_ROOTS.includes(root)) return 'service';
    if (PRODUCT_ROOTS.includes(root)) return 'product';
  }
  return null;
}

export interface StockLabelInput {
  /** As the API sends it: a number, a numeric string, or missing. */
  inventoryStatus: unknown;
  /** The goods item's category and its ancestors (e.g. ['CP', 'CP002', 'CP002001']). */
  categoryPath: readonly string[];
  /** Overrides goodsKind(categoryPath) when the caller knows better. */
  goodsType?: GoodsKind | null;
}

/**
 * The stock label to show, or null.
 *
 * Products show a label only inside the stock categories (showsStock). Services are not
 * gated by category: none of the stock categories is a service, and docs/product.md §4 gives services
 * their own 'SOS' wording, which the gate would otherwise make unreachable.
 */
export function stockLabel({ inventoryStatus, categoryPath, goodsType }: StockLabelInput): StockLabelKey | null {
  const kind = goodsType ?? goodsKind(categoryPath);
  if (kind !== 'service' && !showsStock(categoryPath)) return null;
  switch (asInteger(inventoryStatus)) {
    case INVENTORY_STATUS.NO_STOCK:
      return kind === 'service' ? 'stock.outOfService' : 'stock.noStock';
    case INVENTORY_STATUS.STOP_SELLING:
      return 'stock.stopSelling';
    case INVENTORY_STATUS.STOP_PRODUCTION:
      return 'stock.stopProduction';
    case INVENTORY_STATUS.TEMPORARILY_OUT_OF_STOCK:
      return 'stock.temporarilyOutOfStock';
    case INVENTORY_STATUS.SUSPENSION_OF_SALES:
      return 'stock.suspensionOfSales';
    default:
      return null;
  }
}
