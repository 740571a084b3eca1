/** Buy again and quick order (docs/product.md §11.6): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { BuyAgainAnswer, BuyAgainRequest, QuickOrderAnswer, QuickOrderRequest } from '../reorder';

export const reorderApi = {
  buyAgain: operation<{ input: typeof BuyAgainRequest; data: typeof BuyAgainAnswer }>()({
    path: '/online/toGoodsCar/buyAgain',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  quickOrder: operation<{ input: typeof QuickOrderRequest; data: typeof QuickOrderAnswer }>()({
    path: '/online/toGoodsCar/quickOrder',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
