/** Removing goods items from one of the customer's goods lists, favourites or footprints (docs/product.md §7.1). */
import type { Db } from '../db/client';
import { ok } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { CustomerGoodsIdsRequest, Removed } from '../../contract/customer';
import type { favouritesApi } from '../../contract/operations/customer';

interface RemoveGoods {
  operation: typeof favouritesApi.cancelCollection;
  tag: string;
  /** The list's name in the summary: 'favourites', 'footprints'. */
  list: string;
  description: string;
  /** Removes the customer's rows of these goods; answers how many there were. */
  remove: (db: Db, userId: number, goodsIds: number[]) => Promise<number>;
}

export function removeGoodsRoute({ operation, tag, list, description, remove }: RemoveGoods) {
  return defineCustomerRoute({
    operation,
    data: Removed,
    tag,
    summary: `Removes goods items from the ${list}`,
    description,
    input: CustomerGoodsIdsRequest,
    async handler({ goodsId }, { db, customer }) {
      return ok({ removed: await remove(db, customer.userId, goodsId) });
    },
  });
}
