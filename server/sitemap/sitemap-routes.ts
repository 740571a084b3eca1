/** The sitemap feed: routes of our own (docs/architecture.md §3, "anything else unnamed"), read by app/sitemap. */
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { sitemapGoods, sitemapSummary } from './sitemap';
import { merchantFeed } from './merchant-feed';
import { MerchantFeedPage, MerchantFeedRequest, SitemapGoodsPage, SitemapGoodsRequest, SitemapSummary, SitemapSummaryRequest } from '../../contract/sitemap';
import { sitemapApi } from '../../contract/operations/sitemap';

export const sitemapRoutes = [
  defineRoute({
    operation: sitemapApi.sitemapGoods,
    data: SitemapGoodsPage,
    tag: 'Sitemap',
    summary: 'On-shelf goods ids for the sitemap, by keyset pages',
    description:
      'Answers data { list: { id, updatedAt }[], nextAfterId }: on-shelf goods with id > afterId in id order, updatedAt ISO 8601. ' +
      'Pass nextAfterId as the next afterId; it is null on the last page.',
    input: SitemapGoodsRequest,
    async handler({ afterId, limit }, { db }) {
      return ok(await sitemapGoods(db, afterId, limit));
    },
  }),
  defineRoute({
    operation: sitemapApi.sitemapSummary,
    data: SitemapSummary,
    tag: 'Sitemap',
    summary: 'What the sitemap index needs: goods total, last change, listed categories',
    description:
      'Answers data { goodsTotal, maxGoodsId, lastModified, categories: { id, linkUrl, pids, level }[] }: the number of on-shelf goods, ' +
      'the highest on-shelf goods id (0 when none; goods sitemaps are split by id range), the latest updatedAt among them (ISO, null when none) ' +
      'and every category of every root that is on shelf together with all its ancestors.',
    input: SitemapSummaryRequest,
    async handler(_input, { db }) {
      return ok(await sitemapSummary(db));
    },
  }),
  defineRoute({
    operation: sitemapApi.merchantFeed,
    data: MerchantFeedPage,
    tag: 'Sitemap',
    summary: 'On-shelf goods still sold with their priced SKUs, for the merchant feeds, by keyset pages',
    description:
      'Answers data { list, nextAfterId, pricedAt }: on-shelf goods with id > afterId in id order that are still sold (inventoryStatus not -1, -2, -4) ' +
      'and have a SKU priced above 0; each with its texts in the `lang` language, its image addresses and those SKUs, each with its list price ' +
      "and its net price by the promotion rules in force at pricedAt (CNY, the goods page's unit price), and when a limited-time net price ends. " +
      'Pass nextAfterId as the next afterId; it is null on the last page.',
    input: MerchantFeedRequest,
    async handler({ afterId, limit }, { db, lang }) {
      return ok(await merchantFeed(db, afterId, limit, lang));
    },
  }),
];
