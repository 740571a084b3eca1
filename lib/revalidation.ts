/**
 * On-demand revalidation (docs/architecture.md §4): the supplier's back office, or a webhook, names the
 * goods items and categories that changed; their cache tags are expired in both languages.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { cacheTag } from './cache';

const code = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be a category code such as CP001' });

export const revalidationRequest = z
  .object({
    goodsIds: z
      .array(z.number().int().positive({ error: 'must be goods ids' }))
      .max(1000)
      .optional(),
    categories: z.array(code).max(1000).optional(),
    articleIds: z
      .array(z.number().int().positive({ error: 'must be article ids' }))
      .max(1000)
      .optional(),
    /**
     * Also expire every shared list (after an import): the category tree, banners, hot searches, articles,
     * gallery, company pages, attachments, purchase notices, lots and primers.
     */
    everything: z.boolean().optional(),
    /**
     * Serve the last page while the new one renders in the background, instead of rendering on
     * the next view: the page never waits, and a failed render keeps the last good page.
     */
    stale: z.boolean().optional(),
  })
  .refine((body) => body.goodsIds?.length || body.categories?.length || body.articleIds?.length || body.everything, {
    error: 'goodsIds, categories, articleIds or everything is required',
  });

export type RevalidationRequest = z.infer<typeof revalidationRequest>;

/** Every tag that is not per item: a new cache tag for a list belongs here too. */
const everythingTags = [
  cacheTag.categories,
  cacheTag.banners,
  cacheTag.hotSearches,
  cacheTag.articles,
  cacheTag.gallery,
  cacheTag.companyPages,
  cacheTag.attachments,
  cacheTag.purchaseNotices,
  cacheTag.lots,
  cacheTag.primers,
];

export function tagsFor(request: RevalidationRequest): string[] {
  const tags = new Set<string>();
  for (const id of request.goodsIds ?? []) tags.add(cacheTag.goods(id));
  for (const category of request.categories ?? []) tags.add(cacheTag.category(category));
  // An article changed: its page, and the lists and hub that show it.
  for (const id of request.articleIds ?? []) [cacheTag.article(id), cacheTag.articles].forEach((tag) => tags.add(tag));
  if (request.everything) everythingTags.forEach((tag) => tags.add(tag));
  return [...tags];
}

/** Compares `Authorization: Bearer <secret>` in constant time (hashing first makes the lengths equal). */
export function hasBearerSecret(authorization: string | null, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match?.[1] || !secret) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(secret));
}
