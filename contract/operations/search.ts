/** The search operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  ArticlePage,
  DeleteSearchesRequest,
  GoodsSearchAnswer,
  RecentSearchList,
  RecentSearchesRequest,
  RecordSearchRequest,
  SaveSearchesRequest,
  SearchArticlesRequest,
  SearchGoodsRequest,
  SearchTermList,
  SearchTermsRequest,
  SearchView,
} from '../search';
import type { SearchReport, SearchReportRequest } from '../search-report';

export const userSearchesApi = {
  getSearchContent: operation<{ input: typeof RecentSearchesRequest; data: typeof RecentSearchList }>()({
    path: '/operation/tiContent/getSearchContent',
    mode: 'get',
    access: 'customer',
    islands: true,
  }),
  saveSearchContent: operation<{ input: typeof SaveSearchesRequest; data: typeof RecentSearchList }>()({
    path: '/operation/tiContent/saveSearchContent',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
  deleteSearchContent: operation<{ input: typeof DeleteSearchesRequest; data: typeof RecentSearchList }>()({
    path: '/operation/tiContent/deleteSearchContent',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};

export const searchApi = {
  searchGoods: operation<{ input: typeof SearchGoodsRequest; data: typeof GoodsSearchAnswer }>()({
    path: '/online/togoods/searchGoods',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  searchContent: operation<{ input: typeof SearchArticlesRequest; data: typeof ArticlePage }>()({
    path: '/operation/tiContent/searchContent',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  record: operation<{ input: typeof RecordSearchRequest; data: typeof SearchView }>()({
    path: '/online/toUserSearchTerms/record',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  list: operation<{ input: typeof SearchTermsRequest; data: typeof SearchTermList }>()({
    path: '/online/toUserSearchTerms/list',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
};

/** The sales team's search report by the command line's staff token (`npm run searches`, docs/product.md §15.3). */
export const staffSearchesApi = {
  report: operation<{ input: typeof SearchReportRequest; data: typeof SearchReport }>()({
    path: '/staff/searches/report',
    mode: 'get',
    access: 'staff',
    islands: false,
  }),
};
