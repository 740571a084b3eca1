// One link check over the rendered site, in both languages (docs/architecture.md §9): every internal
// link on the home pages (nav and footer included) and on one page of each type, and the sitemap's
// first 200 URLs themselves, must answer below 400 once redirects are followed. The sitemap's pages
// are of the types already crawled, so their links are not followed again (it checked 3,113 URLs
// when it did, minutes of a CI worker).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { categoryGoods } from './support/api';

/** One page of each type the site has; the crawl also follows every link these pages hold. */
const PAGE_TYPES = [
  '/product?flag=all',
  '/goods-list?id=CP001',
  '/consumables',
  '/antibody',
  '/instrument',
  '/bufferSolution?id=CP001015001164',
  '/mediumRecommendation',
  '/testingService?flag=all',
  '/cro?flag=all',
  '/search-result?search=CD44',
  '/event-promotion?code=XWZX',
  '/event-promotion?code=HDCX',
  '/event-promotion?code=catalog',
  '/promotion-detail',
  '/information',
  '/experimentalPlanList?id=TJ430',
  '/learning-support',
  '/data-center',
  '/LibraryClassification',
  '/GallerySecond?id=TK003',
  '/GalleryPlatform',
  '/GalleryeQuipment',
  '/connectionUs',
  '/labshop-profile',
  '/labshopCatalog',
  '/labshopDistributors',
  '/commonStaining',
  '/saveTransport',
  '/purchase-detail',
  '/coa-reportsearch',
  '/primer-library',
  '/inquire-list',
  '/purchase-inquiry',
  '/login',
  '/register',
];

const SITEMAP_URLS = 200;
const CONCURRENCY = 6;

interface Finding {
  url: string;
  status: number;
  foundOn: string;
}

test('no internal link of the rendered site answers 4xx or 5xx', async ({ request, baseURL }) => {
  test.setTimeout(15 * 60_000);
  if (!baseURL) throw new Error('the crawl needs a baseURL');
  const origin = new URL(baseURL).origin;

  const [goods] = await categoryGoods(request, 'CP002001');
  if (!goods) throw new Error('no antibody to start from');
  const typePages = [...PAGE_TYPES, `/goodsdetail?id=${goods.id}`];
  const followed = new Set<string>(['/', '/zh']);
  for (const path of typePages) {
    followed.add(path);
    followed.add(`/zh${path}`);
  }
  const seeds = new Set<string>(followed);
  for (const path of await sitemapPaths(request, origin)) seeds.add(path);

  const status = new Map<string, number>();
  const foundOn = new Map<string, string>();
  const linksOf = new Map<string, string[]>();

  await inBatches([...seeds], async (path) => {
    const response = await request.get(path, { maxRedirects: 5, timeout: 60_000 });
    status.set(path, response.status());
    foundOn.set(path, 'the start list');
    const type = response.headers()['content-type'] ?? '';
    const html = followed.has(path) && response.ok() && type.includes('text/html');
    linksOf.set(path, html ? internalLinks(await response.text(), origin, new URL(response.url()).pathname) : []);
  });

  const linked = new Set<string>();
  for (const [page, links] of linksOf) {
    for (const link of links) {
      if (!status.has(link) && !linked.has(link)) {
        linked.add(link);
        foundOn.set(link, page);
      }
    }
  }
  await inBatches([...linked], async (path) => {
    const response = await request.get(path, { maxRedirects: 5, timeout: 60_000 });
    status.set(path, response.status());
  });

  const broken: Finding[] = [...status].filter(([, code]) => code >= 400).map(([url, code]) => ({ url, status: code, foundOn: foundOn.get(url) ?? '' }));
  test.info().annotations.push({ type: 'crawl', description: `${seeds.size} start pages, ${status.size} internal URLs checked, ${broken.length} broken` });
  console.log(`link crawl: ${seeds.size} start pages, ${status.size} internal URLs checked, ${broken.length} broken`);
  expect(broken).toEqual([]);
});

/** The first SITEMAP_URLS page paths of the sitemap index's sitemaps, in order. */
async function sitemapPaths(request: APIRequestContext, origin: string): Promise<string[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.status(), '/sitemap.xml').toBe(200);
  const paths: string[] = [];
  for (const sitemap of locs(await index.text())) {
    if (paths.length >= SITEMAP_URLS) break;
    const response = await request.get(toPath(sitemap, origin) ?? sitemap);
    expect(response.status(), sitemap).toBe(200);
    for (const loc of locs(await response.text())) {
      const path = toPath(loc, origin);
      if (path) paths.push(path);
      if (paths.length >= SITEMAP_URLS) break;
    }
  }
  return paths;
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeEntities(match[1] ?? ''));
}

/** The site paths (with query) that a page's anchors point to; fragments, mail and phone links aside. */
function internalLinks(html: string, origin: string, pagePath: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = decodeEntities(match[1] ?? '').trim();
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    const path = toPath(new URL(href, `${origin}${pagePath}`).href, origin);
    if (path) links.add(path);
  }
  return [...links];
}

function toPath(url: string, origin: string): string | null {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

async function inBatches(items: string[], visit: (item: string) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await visit(item);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
