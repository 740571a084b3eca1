/** The sitemap feed (docs/architecture.md §3). */
import { z } from 'zod';

export const SitemapGoodsPage = z.object({
  list: z.array(z.object({ id: z.number(), updatedAt: z.string() })),
  /** The afterId of the next page; null on the last page. */
  nextAfterId: z.number().nullable(),
});
export type SitemapGoodsPage = z.infer<typeof SitemapGoodsPage>;

export const SitemapSummary = z.object({
  goodsTotal: z.number(),
  /** The highest on-shelf goods id (0 when none): the storefront splits its goods sitemaps by id range. */
  maxGoodsId: z.number(),
  /** The latest change of any on-shelf goods item (ISO); null when there are none. */
  lastModified: z.string().nullable(),
  categories: z.array(z.object({ id: z.string(), linkUrl: z.string().nullable(), pids: z.string(), level: z.number() })),
});
export type SitemapSummary = z.infer<typeof SitemapSummary>;
