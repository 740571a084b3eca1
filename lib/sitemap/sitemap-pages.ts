/**
 * Which public pages each sitemap file lists (docs/architecture.md §4). Every indexable page is
 * listed once, in one file: the gallery's pages (its library and sections, root TK) belong to
 * gallery.xml, so categories.xml leaves the TK tree out, and no path appears twice in a file.
 */
import { CATEGORY, rootCode } from '@/lib/catalogue/category-codes';
import { categoryRoute } from '@/lib/catalogue/category-routing';
import { COMPANY_SITEMAP_PATHS } from '@/lib/company/company-routes';
import { articleCategoryHref, isEventPromotionCategory } from '@/lib/content/article-routes';

/**
 * Pages worth indexing that no category leads to; personal pages (login, inquiry list, centre) stay out.
 * @internal exported for its tests
 */
export const STATIC_SITEMAP_PATHS: readonly string[] = [
  '/',
  '/product?flag=all',
  '/testingService?flag=all',
  '/mediumRecommendation',
  '/integral-mall',
  '/purchase-inquiry',
  '/coa-reportsearch',
  '/primer-library',
  ...COMPANY_SITEMAP_PATHS,
];

export interface SitemapCategory {
  id: string;
  /** Ancestor codes, comma-separated, root first. */
  pids: string;
  linkUrl: string | null;
}

/** categories.xml: the static pages, then each category's own page, each path once. */
export function categoryPagePaths(categories: readonly SitemapCategory[]): string[] {
  const paths = new Set(STATIC_SITEMAP_PATHS);
  for (const category of categories) {
    const pids = category.pids.split(',').filter(Boolean);
    // The gallery's library and sections are listed by gallery.xml.
    if (rootCode(category.id) === CATEGORY.GALLERY) continue;
    // News, events and catalogues are article lists, not goods listings.
    if (isEventPromotionCategory(category.id, pids)) {
      paths.add(articleCategoryHref(category.id, pids));
      continue;
    }
    const route = categoryRoute({ id: category.id, pids: category.pids, linkUrl: category.linkUrl });
    // External links and the trial tree's own links are not our pages to list.
    if (route.kind !== 'link') paths.add(route.href);
  }
  return [...paths];
}
