import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { suppressAdvert } from './support/advert';
import { mostCitedGoods } from './support/api';
import { violations } from './support/axe';
import { brokenLinks, DESKTOP, internalLinks, layoutFindings, nuErrors, PHONE, textFindings, type WalkRoute } from './support/walk';

/**
 * The guard of "every page right" (docs/architecture.md §9): every route of docs/product.md §2,
 * in both languages, as a guest and as the demo customer, first on a 390 px phone and then on a
 * desktop. A page fails on text that looks like code, a placeholder or a message key, a field
 * path in a message, a link answering 400 or more, a main heading below a phone's first screen,
 * sideways scroll, an axe violation, or a Nu HTML checker error in its server HTML. Each route
 * reports all its findings at once.
 */

/** Public routes (docs/product.md §2.1, §2.2, §2.5); `from` finds a record's page by its first link there. */
const PUBLIC_ROUTES: readonly WalkRoute[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/register' },
  { path: '/retrieve-password' },
  { path: '/inquire-list' },
  { path: '/product?flag=all' },
  { path: '/goods-list?id=CP001' },
  { path: '/consumables' },
  { path: '/goodsdetail', from: '/consumables' },
  { path: '/antibody' },
  { path: '/antibody?id=CP003' },
  { path: '/instrument' },
  { path: '/bufferSolution?id=CP001015001164' },
  { path: '/mediumRecommendation' },
  { path: '/mediumRecommendation?meduimSearch=HeLa' },
  { path: '/mediumRecommendation?meduimSearch=zzzz' },
  { path: '/testingService?flag=all' },
  { path: '/cro' },
  { path: '/cell-bank' },
  { path: '/cell-bank?id=XB001001' },
  { path: '/search-result?search=antibody' },
  { path: '/search-result?search=CD44' },
  { path: '/search-result?search=antibody&application=WB&host=rabbit&sort=price' },
  { path: '/compare?ids=1,2' },
  { path: '/experimentalPlanList?id=TJ' },
  { path: '/experimentalPlanDetail', from: '/experimentalPlanList?id=TJ' },
  { path: '/learning-support' },
  { path: '/data-detail', from: '/learning-support' },
  { path: '/information' },
  { path: '/event-promotion?code=HDCX' },
  { path: '/event-promotion?code=XWZX' },
  { path: '/event-promotion?code=catalog' },
  { path: '/promotion-detail' },
  { path: '/promotion-detail', from: '/event-promotion?code=XWZX' },
  { path: '/recombinan' },
  { path: '/purchase-inquiry' },
  { path: '/contact-us' },
  { path: '/connectionUs' },
  { path: '/labshop-profile' },
  { path: '/labshopCatalog' },
  { path: '/labshopDistributors' },
  { path: '/commonStaining' },
  { path: '/saveTransport' },
  { path: '/data-center?code=manual' },
  { path: '/purchase-detail' },
  { path: '/purchase-detail', from: '/purchase-detail' },
  { path: '/coa-reportsearch' },
  { path: '/primer-library' },
  { path: '/goods-citations' },
  { path: '/integral-mall' },
  { path: '/IntegralDetails', from: '/integral-mall' },
  { path: '/promotionTrialList?id=CS0112' },
  // The trial listing links its offers' goods pages; the trial route shows the same goods.
  { path: '/promotionTrialDetail', from: '/promotionTrialList?id=CS0112', link: '/goodsdetail' },
  { path: '/gallery' },
  { path: '/LibraryClassification' },
  { path: '/GallerySecond?id=TK003' },
  { path: '/GalleryGoodsDetail', from: '/GallerySecond?id=TK003' },
  { path: '/GalleryPlatform' },
  { path: '/GalleryeQuipment' },
  { path: '/404', status: 404 },
];

/** The customer's routes (docs/product.md §2.1 "for customers", §2.2 personal centre, §10–§14). */
const CUSTOMER_ROUTES: readonly WalkRoute[] = [
  { path: '/user' },
  { path: '/my-order' },
  { path: '/order-details', from: '/my-order' },
  { path: '/order-info' },
  { path: '/submit-order' },
  { path: '/experimental-progress' },
  { path: '/my-evaluate' },
  { path: '/modifyEvaluate', from: '/my-evaluate' },
  { path: '/my-wallet' },
  { path: '/my-collection' },
  { path: '/integral-exchange' },
  { path: '/integralOrder-details', from: '/integral-exchange' },
  { path: '/exchange-detail' },
  { path: '/exchange1', from: '/IntegralDetails?id=1' },
  { path: '/exchange2?id=1&quantity=1' },
  // Step 3 shows a points order, the one its details page shows.
  { path: '/exchange3', from: '/integral-exchange', link: '/integralOrder-details' },
  { path: '/return-refund' },
  { path: '/afterDetail', from: '/return-refund' },
  { path: '/my-complaint' },
  { path: '/my-advice' },
  { path: '/mail' },
  { path: '/account-information' },
  { path: '/account-security' },
  { path: '/receipts-payments' },
  { path: '/additional-ticket' },
  { path: '/receiving-address' },
  { path: '/my-tracks' },
  { path: '/user-level' },
  { path: '/my-coupon' },
  { path: '/scan-detection' },
  { path: '/grinder-record' },
  { path: '/grinder-apply' },
  { path: '/promotionTrial-order' },
  { path: '/promotionTrialOrder-details', from: '/promotionTrial-order' },
  { path: '/promotionTrialAccount' },
  { path: '/quick-order' },
];

/** Enough routes a test for both workers to share the walk, few enough to read its report. */
const ROUTES_PER_TEST = 10;
/** New links checked per customer page (the link crawl, e2e/link-crawl.spec.ts, follows every public one). */
const LINKS_PER_PAGE = 15;
const PREFIXES = ['', '/zh'] as const;

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));
}

function localised(prefix: string, path: string): string {
  return path === '/' && prefix ? prefix : `${prefix}${path}`;
}

/** The URL a route is walked at: its path, or its first record linked from `from`. */
async function resolve(page: Page, request: APIRequestContext, route: WalkRoute, prefix: string): Promise<string | null> {
  if (route.path === '/goods-citations') {
    const [cited] = await mostCitedGoods(request);
    return cited ? `${prefix}/goods-citations?id=${cited.id}` : null;
  }
  if (!route.from) return localised(prefix, route.path);
  await page.goto(localised(prefix, route.from));
  const link = page.locator(`main a[href*="${route.link ?? route.path}?"]`).first();
  const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
  if (!href) return null;
  const url = new URL(href, page.url());
  return `${route.link ? `${prefix}${route.path}` : url.pathname}${url.search}`;
}

interface WalkChecks {
  axe: boolean;
  links: boolean;
  /** Whether axe checks the page's shell too (header, footer): once a test, the shell is every page's. */
  shell?: boolean;
  /** Server HTML collected for the Nu checker, by URL; null: not checked. */
  nu: Map<string, string> | null;
}

/** Links already checked by this worker, so a header link is requested once, not on every page. */
const checkedLinks = new Set<string>();

async function walkRoute(page: Page, request: APIRequestContext, route: WalkRoute, prefix: string, checks: WalkChecks): Promise<void> {
  const label = `${prefix || 'en'} ${route.path}${route.from ? ` (from ${route.from})` : ''}`;
  await page.setViewportSize(PHONE);
  const url = await resolve(page, request, route, prefix);
  if (url === null) {
    expect.soft(url, `${label}: no link to ${route.link ?? route.path} on ${route.from}`).not.toBeNull();
    return;
  }
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  const findings: string[] = [];
  const status = response?.status() ?? 0;
  if (status !== (route.status ?? 200)) findings.push(`answers ${status}`);
  findings.push(...(await layoutFindings(page, PHONE)), ...(await textFindings(page)));

  await page.setViewportSize(DESKTOP);
  findings.push(...(await layoutFindings(page, DESKTOP)).filter((finding) => finding !== 'no h1'));
  if (checks.axe)
    findings.push(
      ...(await violations(page, { mainOnly: !checks.shell })).map((violation) => `axe ${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`),
    );
  if (checks.links) {
    const fresh = (await internalLinks(page)).filter((link) => !checkedLinks.has(link)).slice(0, LINKS_PER_PAGE);
    fresh.forEach((link) => checkedLinks.add(link));
    findings.push(...(await brokenLinks(page.request, fresh)));
  }
  if (checks.nu) checks.nu.set(url, await (await page.request.get(url, { failOnStatusCode: false })).text());
  expect.soft(findings, `${label} at ${url}`).toEqual([]);
}

async function logIn(page: Page): Promise<void> {
  const login = await page.request.post('/api/session', {
    data: { method: 'password', account: 'demo@labshop.example', password: 'labshop-demo-2026' },
    headers: { lang: 'en' },
  });
  expect((await login.json()).code).toBe(0);
}

async function walk(page: Page, request: APIRequestContext, routes: readonly WalkRoute[], prefix: string, checks: WalkChecks): Promise<void> {
  await suppressAdvert(page);
  for (const [index, route] of routes.entries()) await walkRoute(page, request, route, prefix, { ...checks, shell: index === 0 });
  if (checks.nu) expect.soft(await nuErrors(checks.nu), `${prefix || 'en'}: Nu HTML checker errors`).toEqual([]);
}

test.describe('route walk', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const prefix of PREFIXES) {
    chunks(PUBLIC_ROUTES, ROUTES_PER_TEST).forEach((routes, index) => {
      test(`as a guest (${prefix || 'en'}), public routes part ${index + 1}`, async ({ page, request }) => {
        // Their links are followed by the link crawl (e2e/link-crawl.spec.ts).
        await walk(page, request, routes, prefix, { axe: true, links: false, nu: new Map() });
      });

      test(`as the demo customer (${prefix || 'en'}), public routes part ${index + 1}`, async ({ page, request }) => {
        await logIn(page);
        // The pages are the guest's with the customer's header islands: text and layout only.
        await walk(page, request, routes, prefix, { axe: false, links: false, nu: null });
      });
    });

    chunks(CUSTOMER_ROUTES, ROUTES_PER_TEST).forEach((routes, index) => {
      test(`as the demo customer (${prefix || 'en'}), customer routes part ${index + 1}`, async ({ page, request }) => {
        await logIn(page);
        await walk(page, request, routes, prefix, { axe: true, links: true, nu: new Map() });
      });
    });
  }
});
