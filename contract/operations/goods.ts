/** The goods operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  AlternativesRequest,
  ClassifyGoodsListRequest,
  DocumentDownload,
  DocumentDownloadRequest,
  GeneralRecommendRequest,
  GoodsDetail,
  GoodsDetailRequest,
  GoodsDocumentList,
  GoodsDocumentsRequest,
  GoodsList,
  GoodsPage,
  GuessRecommendRequest,
} from '../goods';
import type { GoodsPage as GoodsPageAnswer, GoodsPageRequest } from '../goods-page';

export const goodsApi = {
  classifyGoodsList: operation<{ input: typeof ClassifyGoodsListRequest; data: typeof GoodsPage }>()({
    path: '/online/togoods/classifyGoodsList',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  details: operation<{ input: typeof GoodsDetailRequest; data: typeof GoodsDetail }>()({
    path: '/online/togoods/details',
    mode: 'post',
    access: 'optionalToken',
    islands: true,
  }),
};

export const recommendApi = {
  generalRecommend: operation<{ input: typeof GeneralRecommendRequest; data: typeof GoodsList }>()({
    path: '/online/togoods/generalRecommend',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  guessRecommend: operation<{ input: typeof GuessRecommendRequest; data: typeof GoodsList }>()({
    path: '/online/togoods/guessRecommend',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  alternatives: operation<{ input: typeof AlternativesRequest; data: typeof GoodsList }>()({
    path: '/online/togoods/alternatives',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
};

export const documentsApi = {
  getDocumentByGoodsCode: operation<{ input: typeof GoodsDocumentsRequest; data: typeof GoodsDocumentList }>()({
    path: '/online/togoods/getDocumentByGoodsCode',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
  downLoadInc: operation<{ input: typeof DocumentDownloadRequest; data: typeof DocumentDownload }>()({
    path: '/online/togoods/downLoadInc/{id}',
    mode: 'get',
    access: 'public',
    islands: true,
  }),
};

export const goodsPageApi = {
  goodsPage: operation<{ input: typeof GoodsPageRequest; data: typeof GoodsPageAnswer }>()({
    path: '/online/togoods/goodsPage',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
};
