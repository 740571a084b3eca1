/** @jest-environment node */
import { hasBearerSecret, revalidationRequest, tagsFor } from './revalidation';

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

  it('refuses an empty or malformed request', () => {
    expect(revalidationRequest.safeParse({}).success).toBe(false);
    expect(revalidationRequest.safeParse({ categories: ["CP'1"] }).success).toBe(false);
    expect(revalidationRequest.safeParse({ goodsIds: [-1] }).success).toBe(false);
  });
});
