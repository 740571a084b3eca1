// The URLs the page bench walks, found the way a crawler finds them: the storefront's own
// sitemap (on-shelf goods, listed categories, antibody finder categories), so it works against
// any running storefront without knowing its API. The finder's filter options come from the
// seed's dictionary (server/seed/vocabulary.json), which every seeded catalogue shares.
import { readFileSync } from 'node:fs';

/** lib/catalogue/listing-query.ts LISTING_ROUTES: the category listings rendered from the cache. */
const LISTING_ROUTES = new Set([
  'product',
  'testingService',
  'goods-list',
  'consumables',
  'instrument',
  'bufferSolution',
  'cro',
  'experimentalPlanList',
  'cell-bank',
  'learning-support',
  'recombinan',
  'promotionTrialList',
]);
/** Listings of articles, not goods (lib/content/article-routes.ts): no sort or view switch, so one page each. */
const ARTICLE_LISTINGS = new Set(['experimentalPlanList', 'learning-support']);
/** Enough distinct goods pages for minutes of cold renders; the rest of a 100k sitemap is not read. */
const GOODS_URL_LIMIT = 60_000;

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll('&amp;', '&'));

async function text(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Path and query of a sitemap URL (its origin is SITE_URL, which may differ from the one measured). */
const pathOf = (loc) => {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};
const unprefixed = (pathname) => pathname.replace(/^\/zh(?=\/|$)/, '') || '/';

/** Sitemap paths by kind: goods pages, category listings and antibody finder categories. */
export async function sitemapPaths(web) {
  const found = { goods: [], categories: [], antibody: [] };
  const files = locs(await text(`${web}/sitemap.xml`)).map(pathOf);
  for (const file of files) {
    if (/goods/.test(file) && found.goods.length >= GOODS_URL_LIMIT) continue;
    for (const path of locs(await text(`${web}${file}`)).map(pathOf)) {
      const { pathname, searchParams } = new URL(path, web);
      const route = unprefixed(pathname);
      if (route === '/goodsdetail') found.goods.push(path);
      else if (route === '/antibody' && searchParams.has('id')) found.antibody.push(path);
      else if (LISTING_ROUTES.has(route.slice(1))) found.categories.push(path);
    }
  }
  return found;
}

/** Listing variants a visitor reaches by the sort and view switches: different cache entries. */
export function listingVariants(paths) {
  // The article lists ignore sort and view: such a variant would be the plain page again, a cache hit.
  const switchable = paths.filter((path) => !ARTICLE_LISTINGS.has(unprefixed(new URL(path, 'http://bench').pathname).slice(1)));
  const extras = ['sort=desc', 'view=1', 'view=2', 'view=3', 'sort=desc&view=1', 'sort=desc&view=2', 'sort=desc&view=3'];
  return [...paths, ...extras.flatMap((extra) => switchable.map((path) => `${path}${path.includes('?') ? '&' : '?'}${extra}`))];
}

/** Finder views: each finder category alone, then with one species, application or research area, in both orders. */
export function finderVariants(paths) {
  const vocabulary = JSON.parse(readFileSync(new URL('../../server/seed/vocabulary.json', import.meta.url), 'utf8'));
  const filters = [
    '',
    ...vocabulary.species.map((option) => `species=${encodeURIComponent(option.id)}`),
    ...vocabulary.applications.map((option) => `app=${encodeURIComponent(option.id)}`),
    ...vocabulary.researchAreas.map((option) => `area=${encodeURIComponent(option.id)}`),
  ];
  const variants = [];
  for (const sort of ['', 'sort=desc']) {
    for (const filter of filters) {
      const extra = [filter, sort].filter(Boolean).join('&');
      for (const path of paths) variants.push(extra ? `${path}&${extra}` : path);
    }
  }
  return variants;
}

/** A seeded shuffle (mulberry32), so a run can be repeated with --seed. */
export function shuffled(items, seed) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
