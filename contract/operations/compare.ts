/** The compare operations (docs/architecture.md §4, docs/product.md §2.12): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { CompareGoodsAnswer, CompareGoodsIdsRequest, CompareGoodsRequest, CompareList, CompareListRequest } from '../compare';

export const compareGoodsApi = {
  compareGoods: operation<{ input: typeof CompareGoodsRequest; data: typeof CompareGoodsAnswer }>()({
    path: '/online/togoods/compareGoods',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
};

export const compareListApi = {
  myCompare: operation<{ input: typeof CompareListRequest; data: typeof CompareList }>()({
    path: '/online/toGoodsCompare/myCompare',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  addCompare: operation<{ input: typeof CompareGoodsIdsRequest; data: typeof CompareList }>()({
    path: '/online/toGoodsCompare/addCompare',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancelCompare: operation<{ input: typeof CompareGoodsIdsRequest; data: typeof CompareList }>()({
    path: '/online/toGoodsCompare/cancelCompare',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  mergeCompare: operation<{ input: typeof CompareGoodsIdsRequest; data: typeof CompareList }>()({
    path: '/online/toGoodsCompare/mergeCompare',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
