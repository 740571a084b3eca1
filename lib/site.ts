/** The public origin for canonical URLs and the sitemap (docs/architecture.md §6: SITE_URL). */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/**
 * The single image host of docs/product.md §1. Unset, image paths (which the API stores as
 * '/files/…') stay site-relative and the storefront serves them from the API's /files.
 */
export function imageHost(): string {
  return (process.env.IMAGE_HOST ?? '').replace(/\/+$/, '');
}
