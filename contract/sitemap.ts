/** The sitemap feed (docs/architecture.md §3). */
import { z } from 'zod';
import { isoTime, whole } from './envelope';

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
