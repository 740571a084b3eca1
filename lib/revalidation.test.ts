/** @jest-environment node */
import { hasBearerSecret, revalidationRequest, tagsFor } from './revalidation';
import { cacheTag } from './cache';

describe('revalidation', () => {
  it('accepts the right bearer secret only', () => {
    expect(hasBearerSecret('Bearer s3cret-value', 's3cret-value')).toBe(true);
    expect(hasBearerSecret('Bearer s3cret-valuE', 's3cret-value')).toBe(false);
    expect(hasBearerSecret('s3cret-value', 's3cret-value')).toBe(false);
    expect(hasBearerSecret(null, 's3cret-value')).toBe(false);
    expect(hasBearerSecret('Bearer x', '')).toBe(false);
  });

  it('turns goods and categories into cache tags', () => {
    const request = revalidationRequest.parse({ goodsIds: [12, 12, 13], categories: ['CP001'] });
    expect(tagsFor(request)).toEqual(['goods:12', 'goods:13', 'category:CP001']);
  });

  it('turns articles into their page tag and the article lists’ tag; everything includes the articles', () => {
    expect(tagsFor(revalidationRequest.parse({ articleIds: [4485] }))).toEqual(['article:4485', 'articles']);
    expect(tagsFor(revalidationRequest.parse({ everything: true }))).toContain('articles');
    expect(revalidationRequest.safeParse({ articleIds: [0] }).success).toBe(false);
  });

  it('expires the shared lists, articles, gallery, company pages, attachments, notices, lots and primers included, for everything', () => {
    expect(tagsFor(revalidationRequest.parse({ everything: true }))).toEqual([
      'categories',
      'banners',
      'hot-searches',
      'articles',
      'gallery',
      'company-pages',
      'attachments',
      'purchase-notices',
      'lots',
      'primers',
    ]);
  });

  it('expires every list tag of the cache manifest for everything (only per-item tags are left out)', () => {
    const listTags = Object.values(cacheTag).flatMap((tag) => (typeof tag === 'string' ? [tag] : []));
    expect(tagsFor(revalidationRequest.parse({ everything: true })).sort()).toEqual(listTags.sort());
  });

  it('refuses an empty or malformed request', () => {
    expect(revalidationRequest.safeParse({}).success).toBe(false);
    expect(revalidationRequest.safeParse({ categories: ["CP'1"] }).success).toBe(false);
    expect(revalidationRequest.safeParse({ goodsIds: [-1] }).success).toBe(false);
  });
});
