/**
 * Availability as a buyer reads it (docs/product.md §4): whether the item can still be asked
 * for, its stock wording, and its lead time. Built on the stock labels of ./stock.
 */
import { asInteger } from './json-field';
import { goodsKind, INVENTORY_STATUS, showsStock, stockLabel, type StockLabelInput, type StockLabelKey } from './stock';

/** Items no longer sold: they offer 'Ask for an alternative' instead of the inquiry buttons. */
const NOT_SOLD: readonly number[] = [INVENTORY_STATUS.STOP_SELLING, INVENTORY_STATUS.STOP_PRODUCTION, INVENTORY_STATUS.SUSPENSION_OF_SALES];

type AvailabilityLabelKey = StockLabelKey | 'stock.inStock';

interface LeadTimeDays {
  min: number;
  max: number;
}

export interface Availability {
  /** false for items no longer sold (stop selling, stop production, suspension of sales). */
  sellable: boolean;
  label: AvailabilityLabelKey | null;
  /** null when unknown or no longer sold. */
  leadTime: LeadTimeDays | null;
  /** A service's lead time is its turnaround, a product's the time until it ships. */
  service: boolean;
}

export interface AvailabilityInput extends StockLabelInput {
  leadTimeMinDays?: unknown;
  leadTimeMaxDays?: unknown;
}

/** True unless inventoryStatus says the item is no longer sold (whatever its category). */
export function isSellable(inventoryStatus: unknown): boolean {
  const status = asInteger(inventoryStatus);
  return status === null || !NOT_SOLD.includes(status);
}

function leadTimeOf(min: unknown, max: unknown): LeadTimeDays | null {
  const low = asInteger(min);
  const high = asInteger(max) ?? low;
  if (low === null || high === null || low < 0 || high < low) return null;
  return { min: low, max: high };
}

export function availability(input: AvailabilityInput): Availability {
  const sellable = isSellable(input.inventoryStatus);
  const kind = input.goodsType ?? goodsKind(input.categoryPath);
  const inStock = asInteger(input.inventoryStatus) === INVENTORY_STATUS.IN_STOCK && kind !== 'service' && showsStock(input.categoryPath);
  return {
    sellable,
    label: inStock ? 'stock.inStock' : stockLabel(input),
    leadTime: sellable ? leadTimeOf(input.leadTimeMinDays, input.leadTimeMaxDays) : null,
    service: kind === 'service',
  };
}
