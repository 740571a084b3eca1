/** The public origin for canonical URLs and the sitemap (DESIGN.md §6: SITE_URL). */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** The single image host of SPEC.md §1: IMAGE_HOST, or the API's /files through the storefront. */
export function imageHost(): string {
  return (process.env.IMAGE_HOST ?? '/files').replace(/\/+$/, '');
}
