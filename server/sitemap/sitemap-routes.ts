/** The sitemap feed: routes of our own (docs/architecture.md §3, "anything else unnamed"), read by app/sitemap. */
import { z } from '@hono/zod-openapi';
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { intField } from '../../contract/fields';
import { sitemapGoods, sitemapSummary } from './sitemap';
import { SitemapGoodsPage, SitemapSummary, SitemapSummaryRequest } from '../../contract/sitemap';

/** The sitemap protocol's limit of URLs per file. */
const SITEMAP_MAX = 50_000;

export const sitemapRoutes = [
  defineRoute({
    mode: 'get',
    path: '/online/togoods/sitemapGoods',
    data: SitemapGoodsPage,
    tag: 'Sitemap',
    summary: 'On-shelf goods ids for the sitemap, by keyset pages',
    description:
      'Answers data { list: { id, updatedAt }[], nextAfterId }: on-shelf goods with id > afterId in id order, updatedAt ISO 8601. ' +
      'Pass nextAfterId as the next afterId; it is null on the last page.',
    input: z.object({
      afterId: intField()
        .pipe(z.number().min(0, { error: 'must be 0 or more' }))
        .default(0)
        .openapi({ description: 'Answer goods after this id (default 0: from the start)', example: 0 }),
      limit: intField()
        .pipe(z.number().min(1, { error: 'must be at least 1' }).max(SITEMAP_MAX, { error: `must be at most ${SITEMAP_MAX}` }))
        .default(SITEMAP_MAX)
        .openapi({ description: 'Page size (default and max 50000, one sitemap file)', example: 50000 }),
    }),
    async handler({ afterId, limit }, { db }) {
      return ok(await sitemapGoods(db, afterId, limit));
    },
  }),
  defineRoute({
    mode: 'get',
    path: '/online/togoods/sitemapSummary',
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
];
