/** The content operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type {
  ArticleDetail,
  ArticleIdRequest,
  ArticleList,
  ArticleListRequest,
  ArticleSummary,
  ContentCategory,
  ContentTreeRequest,
  SitemapArticles,
  SitemapArticlesRequest,
  StaffArticleCreated,
  StaffArticleRequest,
} from '../articles';
import type { BannerListRequest, BannerPage, DictList, DictListRequest, HotSearchPage, HotSearchesRequest } from '../content';

export const contentApi = {
  toBannerList: operation<{ input: typeof BannerListRequest; page: typeof BannerPage }>()({
    path: '/online/toBanner/list',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  tihotproList: operation<{ input: typeof HotSearchesRequest; page: typeof HotSearchPage }>()({
    path: '/online/tihotpro/list',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
  sysdictList: operation<{ input: typeof DictListRequest; data: typeof DictList }>()({
    path: '/sys/sysdict/list',
    mode: 'postd',
    access: 'public',
    islands: true,
  }),
};

export const articlesApi = {
  tree: operation<{ input: typeof ContentTreeRequest; data: typeof ContentCategory }>()({
    path: '/operation/tiContent/tree',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
  data: operation<{ input: typeof ArticleListRequest; data: typeof ArticleList }>()({
    path: '/operation/tiContent/data',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
  dataSingle: operation<{ input: typeof ArticleIdRequest; data: typeof ArticleSummary }>()({
    path: '/operation/tiContent/dataSingle/{id}',
    mode: 'post',
    access: 'public',
    islands: true,
  }),
  detail: operation<{ input: typeof ArticleIdRequest; data: typeof ArticleDetail }>()({
    path: '/operation/tiContent/detail/{id}',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  articles: operation<{ input: typeof StaffArticleRequest; data: typeof StaffArticleCreated }>()({
    path: '/staff/articles',
    mode: 'post',
    access: 'staff',
    islands: false,
  }),
  sitemapArticles: operation<{ input: typeof SitemapArticlesRequest; data: typeof SitemapArticles }>()({
    path: '/operation/tiContent/sitemapArticles',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
};
