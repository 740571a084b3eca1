/** The customer operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  AddCartLineRequest,
  AddFavouritesRequest,
  AddFootprintRequest,
  Added,
  CartListRequest,
  CartMerge,
  CartPage,
  CartSize,
  CartSizeRequest,
  CustomerGoodsIdsRequest,
  FavouritePage,
  FavouritesPageRequest,
  FootprintPage,
  FootprintsPageRequest,
  GoodsIds,
  MergeCartRequest,
  MergeFootprintsRequest,
  RemoveCartLinesRequest,
  Removed,
  UpdateCartLineRequest,
} from '../customer';
import type { CountData, NoData } from '../envelope';

export const footprintsApi = {
  footprint: operation<{ input: typeof FootprintsPageRequest; page: typeof FootprintPage }>()({
    path: '/online/ToGoodsFoot/footprint',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  addFootprint: operation<{ input: typeof AddFootprintRequest; data: typeof NoData }>()({
    path: '/online/ToGoodsFoot/addFootprint',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  addFootprintBatch: operation<{ input: typeof MergeFootprintsRequest; data: typeof Added }>()({
    path: '/online/ToGoodsFoot/addFootprintBatch',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  delete: operation<{ input: typeof CustomerGoodsIdsRequest; data: typeof Removed }>()({
    path: '/online/ToGoodsFoot/delete',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};

export const inquiryListApi = {
  myCarList: operation<{ input: typeof CartListRequest; page: typeof CartPage }>()({
    path: '/online/toGoodsCar/myCarList',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  addCar: operation<{ input: typeof AddCartLineRequest; data: typeof CartSize }>()({
    path: '/online/toGoodsCar/addCar',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  addCarBatch: operation<{ input: typeof MergeCartRequest; data: typeof CartMerge }>()({
    path: '/online/toGoodsCar/addCarBatch',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  updateCar: operation<{ input: typeof UpdateCartLineRequest; data: typeof CartSize }>()({
    path: '/online/toGoodsCar/updateCar',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancelCar: operation<{ input: typeof RemoveCartLinesRequest; data: typeof CartSize }>()({
    path: '/online/toGoodsCar/cancelCar',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  myCarSize: operation<{ input: typeof CartSizeRequest; data: typeof CountData }>()({
    path: '/online/toGoodsCar/myCarSize',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
};

export const favouritesApi = {
  addCollection: operation<{ input: typeof AddFavouritesRequest; data: typeof Added }>()({
    path: '/online/togoodscollection/addCollection',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  myCollection: operation<{ input: typeof FavouritesPageRequest; page: typeof FavouritePage }>()({
    path: '/online/togoodscollection/myCollection',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  collectedIds: operation<{ input: typeof CustomerGoodsIdsRequest; data: typeof GoodsIds }>()({
    path: '/online/togoodscollection/collectedIds',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  cancelCollection: operation<{ input: typeof CustomerGoodsIdsRequest; data: typeof Removed }>()({
    path: '/online/togoodscollection/cancelCollection',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
