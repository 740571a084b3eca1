/** The sitemap feed (docs/architecture.md §3). */
import { z } from 'zod';
import { intField } from './fields';
import { isoTime, money, whole } from './envelope';

export const SitemapGoodsPage = z.object({
  list: z.array(z.object({ id: whole(), updatedAt: isoTime() })),
  /** The afterId of the next page; null on the last page. */
  nextAfterId: whole().nullable(),
});
export type SitemapGoodsPage = z.infer<typeof SitemapGoodsPage>;

export const SitemapSummary = z.object({
  goodsTotal: whole(),
  /** The highest on-shelf goods id (0 when none): the storefront splits its goods sitemaps by id range. */
  maxGoodsId: whole(),
  /** The latest change of any on-shelf goods item (ISO); null when there are none. */
  lastModified: isoTime().nullable(),
  categories: z.array(z.object({ id: z.string(), linkUrl: z.string().nullable(), pids: z.string(), level: whole() })),
});
export type SitemapSummary = z.infer<typeof SitemapSummary>;

/** The request of /online/togoods/sitemapSummary. */
export const SitemapSummaryRequest = z.object({});

/** The sitemap protocol's limit of URLs per file. */
const SITEMAP_MAX = 50_000;

/** Keyset paging by goods id: the page after `afterId`, at most `max` goods (also the default). */
const goodsAfterId = (max: number, sizeDescription: string) => ({
  afterId: intField()
    .pipe(z.number().min(0, { error: 'must be 0 or more' }))
    .default(0)
    .meta({ description: 'Answer goods after this id (default 0: from the start)', example: 0 }),
  limit: intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(max, { error: `must be at most ${max}` }),
    )
    .default(max)
    .meta({ description: sizeDescription, example: max }),
});

/** The request of /online/togoods/sitemapGoods. */
export const SitemapGoodsRequest = z.object(goodsAfterId(SITEMAP_MAX, 'Page size (default and max 50000, one sitemap file)'));

/** Goods per page of the merchant feed (docs/product.md §15.2): the storefront writes the feed a page at a time. */
const MERCHANT_FEED_PAGE = 500;

/** The request of /online/togoods/merchantFeed. */
export const MerchantFeedRequest = z.object(goodsAfterId(MERCHANT_FEED_PAGE, `Page size (default and max ${MERCHANT_FEED_PAGE})`));

/** A SKU of the merchant feed, priced by the pricing rule (contract/pricing.ts) at the page's pricedAt. */
const MerchantFeedSku = z.object({
  id: whole(),
  /** The size, in the caller's language. */
  skuDesc: z.string(),
  listPrice: money(),
  /** One unit after the price rule in force (1000 or 2000): what the goods page shows; equal to listPrice without one. */
  netPrice: money(),
  /** When a limited-time net price ends (ISO), else null. */
  netPriceEndsAt: isoTime().nullable(),
});

const MerchantFeedGoods = z.object({
  id: whole(),
  itemno: z.string(),
  /** Texts in the caller's language, the other one where the item has none. */
  title: z.string(),
  secondTitle: z.string().nullable(),
  features: z.string().nullable(),
  description: z.string().nullable(),
  inventoryStatus: whole(),
  /** The longest lead time in days (docs/product.md §4), or null. */
  leadTimeMaxDays: whole().nullable(),
  /** Image addresses as stored: the cover first, then the other images, each once. */
  images: z.array(z.string()),
  /** The SKUs with a price above 0, in the goods page's order. */
  skus: z.array(MerchantFeedSku),
});

export const MerchantFeedPage = z.object({
  list: z.array(MerchantFeedGoods),
  /** The afterId of the next page; null on the last page. */
  nextAfterId: whole().nullable(),
  /** The instant the prices were reckoned at (ISO). */
  pricedAt: isoTime(),
});
export type MerchantFeedPage = z.infer<typeof MerchantFeedPage>;
