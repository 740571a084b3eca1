/**
 * The cache manifest: every tag and lifetime the storefront's catalogue getters
 * use, in one place. Tags name catalogue things, never visitors, so the revalidation route can
 * clear them from a webhook that has no cookie. One tag covers both languages.
 */
export const cacheTag = {
  categories: 'categories',
  category: (code: string) => `category:${code}`,
  goods: (id: string | number) => `goods:${id}`,
  banners: 'banners',
  hotSearches: 'hot-searches',
  dictionary: (type: string) => `dict:${type}`,
} as const;

/** Seconds a cached answer may be served before it is refreshed in the background. */
export const cacheLife = {
  categories: 300,
  goods: 300,
  banners: 300,
  hotSearches: 600,
  dictionary: 3600,
} as const;
