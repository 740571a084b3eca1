import type { OrderLine } from '@/contract/orders';
import { BuyAgain } from './buy-again';

/**
 * A line's 'Buy again' (docs/product.md §11.6), for OrderLines' lineAction: not on gifts, which are
 * earned rather than bought, nor on lines of goods no longer to be had, which list their
 * alternatives instead. The island needs the 'reorder' messages from a provider above it.
 */
export function buyAgainLine(orderId: number) {
  return function lineAction(line: OrderLine) {
    if (line.gift || line.discontinued || line.goodsId === null) return null;
    return <BuyAgain orderId={orderId} lineId={line.id} label={{ itemno: line.itemno }} />;
  };
}
