/** The customer operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../customer';
import type { CountData, NoData } from '../envelope';

export const footprintsApi = {
  footprint: operation<{ input: typeof contract.FootprintsPageRequest; page: typeof contract.FootprintPage }>()({
    path: '/online/ToGoodsFoot/footprint',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  addFootprint: operation<{ input: typeof contract.AddFootprintRequest; data: typeof NoData }>()({
    path: '/online/ToGoodsFoot/addFootprint',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  addFootprintBatch: operation<{ input: typeof contract.MergeFootprintsRequest; data: typeof contract.Added }>()({
    path: '/online/ToGoodsFoot/addFootprintBatch',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  delete: operation<{ input: typeof contract.CustomerGoodsIdsRequest; data: typeof contract.Removed }>()({
    path: '/online/ToGoodsFoot/delete',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};

export const inquiryListApi = {
  myCarList: operation<{ input: typeof contract.CartListRequest; page: typeof contract.CartPage }>()({
    path: '/online/toGoodsCar/myCarList',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  addCar: operation<{ input: typeof contract.AddCartLineRequest; data: typeof contract.CartSize }>()({
    path: '/online/toGoodsCar/addCar',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  addCarBatch: operation<{ input: typeof contract.MergeCartRequest; data: typeof contract.CartMerge }>()({
    path: '/online/toGoodsCar/addCarBatch',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateCar: operation<{ input: typeof contract.UpdateCartLineRequest; data: typeof contract.CartSize }>()({
    path: '/online/toGoodsCar/updateCar',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancelCar: operation<{ input: typeof contract.RemoveCartLinesRequest; data: typeof contract.CartSize }>()({
    path: '/online/toGoodsCar/cancelCar',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  myCarSize: operation<{ input: typeof contract.CartSizeRequest; data: typeof CountData }>()({
    path: '/online/toGoodsCar/myCarSize',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
};

export const favouritesApi = {
  addCollection: operation<{ input: typeof contract.AddFavouritesRequest; data: typeof contract.Added }>()({
    path: '/online/togoodscollection/addCollection',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  myCollection: operation<{ input: typeof contract.FavouritesPageRequest; page: typeof contract.FavouritePage }>()({
    path: '/online/togoodscollection/myCollection',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  collectedIds: operation<{ input: typeof contract.CustomerGoodsIdsRequest; data: typeof contract.GoodsIds }>()({
    path: '/online/togoodscollection/collectedIds',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancelCollection: operation<{ input: typeof contract.CustomerGoodsIdsRequest; data: typeof contract.Removed }>()({
    path: '/online/togoodscollection/cancelCollection',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
