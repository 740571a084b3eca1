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
  /** Every article list and page (docs/product.md §2.5). */
  articles: 'articles',
  article: (id: number) => `article:${id}`,
  gallery: 'gallery',
  companyPages: 'company-pages',
  attachments: 'attachments',
  purchaseNotices: 'purchase-notices',
  lots: 'lots',
  primers: 'primers',
} as const;

/** Seconds a cached answer may be served before it is refreshed in the background. */
export const cacheLife = {
  categories: 300,
  goods: 300,
  banners: 300,
  hotSearches: 600,
  dictionary: 3600,
  articles: 300,
  gallery: 600,
  companyPages: 3600,
  /** Short: the data centre shows download counts. */
  attachments: 60,
  purchaseNotices: 300,
  lots: 3600,
  primers: 3600,
} as const;
