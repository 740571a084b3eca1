/** The finder operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { CountData } from '../envelope';
import type {
  AntibodyFacets,
  AntibodyFacetsRequest,
  AntibodySectionRequest,
  CategoryCounts,
  CategoryCountsRequest,
  CellBankMatchList,
  CellBankSearchRequest,
  CellLineRecommendationList,
  FinderCountRequest,
  FinderGoodsRequest,
  LabelledSampleRequest,
  MediumFacets,
  MediumFacetsRequest,
  MediumGoodsRequest,
  MediumRecommendRequest,
} from '../finder';
import type { GoodsList, GoodsPage } from '../goods';

export const mediumApi = {
  cultureMediumClassifyList: operation<{ input: typeof MediumFacetsRequest; data: typeof MediumFacets }>()({
    path: '/online/togoods/cultureMediumClassifyList',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  list: operation<{ input: typeof MediumGoodsRequest; data: typeof GoodsPage }>()({
    path: '/online/toCultureMedium/list',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  recommendList: operation<{ input: typeof MediumRecommendRequest; data: typeof CellLineRecommendationList }>()({
    path: '/online/toCultureMedium/recommendList',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  searchClassify: operation<{ input: typeof CellBankSearchRequest; data: typeof CellBankMatchList }>()({
    path: '/online/toGoodsClassify/searchClassify',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
};

export const antibodyApi = {
  applicationsAndSpeciesList: operation<{ input: typeof AntibodyFacetsRequest; data: typeof AntibodyFacets }>()({
    path: '/online/togoods/applicationsAndSpeciesList',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  labelsClassifyListNums: operation<{ input: typeof CategoryCountsRequest; data: typeof CategoryCounts }>()({
    path: '/online/togoods/labelsClassifyListNums',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  labelsClassifyGoodsList: operation<{ input: typeof FinderGoodsRequest; data: typeof GoodsPage }>()({
    path: '/online/togoods/labelsClassifyGoodsList',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  classifyLabelsNums: operation<{ input: typeof FinderCountRequest; data: typeof CountData }>()({
    path: '/online/togoods/classifyLabelsNums',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForKtRandom: operation<{ input: typeof LabelledSampleRequest; data: typeof GoodsList }>()({
    path: '/online/togoods/classifyGoodsListForKtRandom',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForAntibodyKT: operation<{ input: typeof AntibodySectionRequest; data: typeof GoodsPage }>()({
    path: '/online/togoods/classifyGoodsListForAntibody/KT',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  classifyGoodsListForAntibodyYK: operation<{ input: typeof AntibodySectionRequest; data: typeof GoodsPage }>()({
    path: '/online/togoods/classifyGoodsListForAntibody/YK',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
};
