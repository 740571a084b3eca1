/** The catalogue operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  BindGroupRequest,
  CategoryHierarchyRequest,
  CategoryInfoRequest,
  CategoryNode,
  CategoryTables,
  CategoryTablesRequest,
  CategoryTree,
  GoodsBannersRequest,
  GoodsLinesRequest,
  IndexHome,
  IndexHomeRequest,
  MenuList,
  MenuRequest,
  RootListing,
  RootListingRequest,
} from '../catalogue';
import type { BannerPage } from '../content';
import type { BindGroup, GoodsLineList } from '../goods';

export const goodsListsApi = {
  newClassifyGoodsList: operation<{ input: typeof CategoryTablesRequest; data: typeof CategoryTables }>()({
    path: '/online/togoods/newClassifyGoodsList',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  getBindGroupIdByGoodsId: operation<{ input: typeof BindGroupRequest; data: typeof BindGroup }>()({
    path: '/online/togoods/getBindGroupIdByGoodsId',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  listNoPage: operation<{ input: typeof GoodsLinesRequest; data: typeof GoodsLineList }>()({
    path: '/online/togoods/listNoPage',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForProduct: operation<{ input: typeof RootListingRequest; data: typeof RootListing }>()({
    path: '/online/togoods/classifyGoodsListForProduct',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForService: operation<{ input: typeof RootListingRequest; data: typeof RootListing }>()({
    path: '/online/togoods/classifyGoodsListForService',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
};

export const homeApi = {
  getIndexMenuList: operation<{ input: typeof MenuRequest; data: typeof MenuList }>()({
    path: '/overseas/featuredFirst/getIndexMenuList',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  list: operation<{ input: typeof GoodsBannersRequest; page: typeof BannerPage }>()({
    path: '/online/toGoodsBanner/list',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  getIndexHome: operation<{ input: typeof IndexHomeRequest; data: typeof IndexHome }>()({
    path: '/online/toGoodsBanner/getIndexHome',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
};

export const categoriesApi = {
  info: operation<{ input: typeof CategoryInfoRequest; data: typeof CategoryNode }>()({
    path: '/online/toGoodsClassify/info/{id}',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  classifyHierarchyList: operation<{ input: typeof CategoryHierarchyRequest; data: typeof CategoryTree }>()({
    path: '/online/toGoodsClassify/classifyHierarchyList',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  classifyHierarchyListSelf: operation<{ input: typeof CategoryHierarchyRequest; data: typeof CategoryTree }>()({
    path: '/online/toGoodsClassify/classifyHierarchyListSelf',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
};
