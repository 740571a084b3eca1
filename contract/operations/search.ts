/** The search operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type * as contract from '../search';

export const userSearchesApi = {
  getSearchContent: operation<{ input: typeof contract.RecentSearchesRequest; data: typeof contract.RecentSearchList }>()({
    path: '/operation/tiContent/getSearchContent',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  saveSearchContent: operation<{ input: typeof contract.SaveSearchesRequest; data: typeof contract.RecentSearchList }>()({
    path: '/operation/tiContent/saveSearchContent',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  deleteSearchContent: operation<{ input: typeof contract.DeleteSearchesRequest; data: typeof contract.RecentSearchList }>()({
    path: '/operation/tiContent/deleteSearchContent',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};

export const searchApi = {
  searchGoods: operation<{ input: typeof contract.SearchGoodsRequest; data: typeof contract.GoodsSearchAnswer }>()({
    path: '/online/togoods/searchGoods',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  searchContent: operation<{ input: typeof contract.SearchArticlesRequest; data: typeof contract.ArticlePage }>()({
    path: '/operation/tiContent/searchContent',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  record: operation<{ input: typeof contract.RecordSearchRequest; data: typeof contract.SearchView }>()({
    path: '/online/toUserSearchTerms/record',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  list: operation<{ input: typeof contract.SearchTermsRequest; data: typeof contract.SearchTermList }>()({
    path: '/online/toUserSearchTerms/list',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
};
