/** The sitemap operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { MerchantFeedPage, MerchantFeedRequest, SitemapGoodsPage, SitemapGoodsRequest, SitemapSummary, SitemapSummaryRequest } from '../sitemap';

export const sitemapApi = {
  sitemapGoods: operation<{ input: typeof SitemapGoodsRequest; data: typeof SitemapGoodsPage }>()({
    path: '/online/togoods/sitemapGoods',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  sitemapSummary: operation<{ input: typeof SitemapSummaryRequest; data: typeof SitemapSummary }>()({
    path: '/online/togoods/sitemapSummary',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
  merchantFeed: operation<{ input: typeof MerchantFeedRequest; data: typeof MerchantFeedPage }>()({
    path: '/online/togoods/merchantFeed',
    mode: 'get',
    access: 'public',
    islands: false,
  }),
};
