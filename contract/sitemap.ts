/** The sitemap feed (docs/architecture.md §3). */
import { z } from 'zod';
import { intField } from './fields';
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

/** The sitemap protocol's limit of URLs per file. */
const SITEMAP_MAX = 50_000;

/** The request of /online/togoods/sitemapGoods. */
export const SitemapGoodsRequest = z.object({
  afterId: intField()
    .pipe(z.number().min(0, { error: 'must be 0 or more' }))
    .default(0)
    .meta({ description: 'Answer goods after this id (default 0: from the start)', example: 0 }),
  limit: intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(SITEMAP_MAX, { error: `must be at most ${SITEMAP_MAX}` }),
    )
    .default(SITEMAP_MAX)
    .meta({ description: 'Page size (default and max 50000, one sitemap file)', example: 50000 }),
});
