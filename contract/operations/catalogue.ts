/** The catalogue operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../catalogue';
import type { BannerPage } from '../content';
import type { BindGroup, GoodsLineList } from '../goods';

export const goodsListsApi = {
  newClassifyGoodsList: operation<{ input: typeof contract.CategoryTablesRequest; data: typeof contract.CategoryTables }>()({
    path: '/online/togoods/newClassifyGoodsList',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  getBindGroupIdByGoodsId: operation<{ input: typeof contract.BindGroupRequest; data: typeof BindGroup }>()({
    path: '/online/togoods/getBindGroupIdByGoodsId',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  listNoPage: operation<{ input: typeof contract.GoodsLinesRequest; data: typeof GoodsLineList }>()({
    path: '/online/togoods/listNoPage',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForProduct: operation<{ input: typeof contract.RootListingRequest; data: typeof contract.RootListing }>()({
    path: '/online/togoods/classifyGoodsListForProduct',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForService: operation<{ input: typeof contract.RootListingRequest; data: typeof contract.RootListing }>()({
    path: '/online/togoods/classifyGoodsListForService',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
};

export const homeApi = {
  getIndexMenuList: operation<{ input: typeof contract.MenuRequest; data: typeof contract.MenuList }>()({
    path: '/overseas/featuredFirst/getIndexMenuList',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  list: operation<{ input: typeof contract.GoodsBannersRequest; page: typeof BannerPage }>()({
    path: '/online/toGoodsBanner/list',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  getIndexHome: operation<{ input: typeof contract.IndexHomeRequest; data: typeof contract.IndexHome }>()({
    path: '/online/toGoodsBanner/getIndexHome',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
};

export const categoriesApi = {
  info: operation<{ input: typeof contract.CategoryInfoRequest; data: typeof contract.CategoryNode }>()({
    path: '/online/toGoodsClassify/info/{id}',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  classifyHierarchyList: operation<{ input: typeof contract.CategoryHierarchyRequest; data: typeof contract.CategoryTree }>()({
    path: '/online/toGoodsClassify/classifyHierarchyList',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  classifyHierarchyListSelf: operation<{ input: typeof contract.CategoryHierarchyRequest; data: typeof contract.CategoryTree }>()({
    path: '/online/toGoodsClassify/classifyHierarchyListSelf',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
};
