/** The finder operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { CountData } from '../envelope';
import type * as contract from '../finder';
import type { GoodsList, GoodsPage } from '../goods';

export const mediumApi = {
  cultureMediumClassifyList: operation<{ input: typeof contract.MediumFacetsRequest; data: typeof contract.MediumFacets }>()({
    path: '/online/togoods/cultureMediumClassifyList',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  list: operation<{ input: typeof contract.MediumGoodsRequest; data: typeof GoodsPage }>()({
    path: '/online/toCultureMedium/list',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  recommendList: operation<{ input: typeof contract.MediumRecommendRequest; data: typeof contract.CellLineRecommendationList }>()({
    path: '/online/toCultureMedium/recommendList',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  searchClassify: operation<{ input: typeof contract.CellBankSearchRequest; data: typeof contract.CellBankMatchList }>()({
    path: '/online/toGoodsClassify/searchClassify',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
};

export const antibodyApi = {
  applicationsAndSpeciesList: operation<{ input: typeof contract.AntibodyFacetsRequest; data: typeof contract.AntibodyFacets }>()({
    path: '/online/togoods/applicationsAndSpeciesList',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  labelsClassifyListNums: operation<{ input: typeof contract.CategoryCountsRequest; data: typeof contract.CategoryCounts }>()({
    path: '/online/togoods/labelsClassifyListNums',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  labelsClassifyGoodsList: operation<{ input: typeof contract.FinderGoodsRequest; data: typeof GoodsPage }>()({
    path: '/online/togoods/labelsClassifyGoodsList',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  classifyLabelsNums: operation<{ input: typeof contract.FinderCountRequest; data: typeof CountData }>()({
    path: '/online/togoods/classifyLabelsNums',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForKtRandom: operation<{ input: typeof contract.LabelledSampleRequest; data: typeof GoodsList }>()({
    path: '/online/togoods/classifyGoodsListForKtRandom',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForAntibodyKT: operation<{ input: typeof contract.AntibodySectionRequest; data: typeof GoodsPage }>()({
    path: '/online/togoods/classifyGoodsListForAntibody/KT',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForAntibodyYK: operation<{ input: typeof contract.AntibodySectionRequest; data: typeof GoodsPage }>()({
    path: '/online/togoods/classifyGoodsListForAntibody/YK',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
};
