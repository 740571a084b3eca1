/**
 * Every page request passes here first (Next 16's middleware): trailing slashes go, the
 * remembered language is applied, personal pages need a session, then next-intl routes the
 * locale. docs/architecture.md §4.
 */
import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { ARTICLE_INTERNAL_PREFIXES, articleInternalPath } from './lib/content/article-routes';
import { isGatedPath } from './lib/gated-routes';
import { isListingRoute, parseGoodsId, parseListingQuery, toListingSegment } from './lib/catalogue/listing-query';
import { CITATIONS_PATH, parseCitationsQuery, toCitationsSegment } from './lib/evidence/citation-routes';
import { parseAntibodyQuery, toAntibodySegment } from './lib/catalogue/antibody-filters';
import { isMediumFilterQuery, parseMediumQuery, toMediumSegment } from './lib/catalogue/medium-filters';
import { parseRecommendSearch, toRecommendSegment } from './lib/catalogue/medium-recommendation';
import { GALLERY_INTERNAL_PREFIXES, galleryInternalPath } from './lib/gallery/gallery-paths';
import { COMPANY_INTERNAL_PREFIXES, companyInternalPath } from './lib/company/company-routes';
import { LOCALE_COOKIE, defaultLocale, isLocale, localePath, splitLocale, type Locale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { labToolPath } from './lib/coa/lab-tools-query';
import { SEARCH_RESULT_PATH } from './lib/search/search-query';
import { parseSearchQuery, toSearchSegment } from './lib/search/search-view';
import { SESSION_COOKIE, isLoggedIn, readSessionCookie } from './lib/session-cookie';
import { STAFF_COOKIE, readStaffCookie } from './lib/staff/staff-cookie';
import { STAFF_LOGIN, isConsolePath, needsStaffLogin } from './lib/staff/console-paths';
import { CONSOLE_HEADERS, consoleContentSecurityPolicy } from './lib/staff/console-csp';

const intl = createIntlMiddleware(routing);

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl;

  // docs/product.md §1: a trailing slash is stripped, the query kept.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    // A plain URL: NextURL would put the slash back when it formats itself.
    const target = new URL(`${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`, request.url);
    return NextResponse.redirect(target, 308);
  }

  if (isConsolePath(url.pathname)) return consoleAnswer(request);

  const { locale, pathname, prefixed } = splitLocale(url.pathname);

  // A visitor who chose Chinese gets the Chinese twin of an unprefixed page.
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (!prefixed && isLocale(chosen) && chosen !== defaultLocale) {
    const target = url.clone();
    target.pathname = localePath(chosen, pathname);
    return NextResponse.redirect(target, 307);
  }

  if (isGatedPath(pathname)) {
    const session = await readSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
    if (!isLoggedIn(session)) {
      const target = url.clone();
      target.pathname = localePath(locale, '/login');
      target.search = '';
      target.searchParams.set('redirect', `${pathname}${url.search}`);
      return NextResponse.redirect(target, 307);
    }
  }

  // /en/… is next-intl's to redirect to the unprefixed URL.
  const redirectsToUnprefixed = prefixed && locale === defaultLocale;
  const internal = redirectsToUnprefixed ? null : internalPath(locale, pathname, url.searchParams);
  if (internal) return NextResponse.rewrite(new URL(internal, request.url));

  return intl(request);
}

/**
 * The staff console (docs/product.md §6.1) is outside the shop's locale routing: without a console
 * login every page but the login goes to it; each answer gets the console's nonce CSP (Next puts
 * the nonce on its scripts when the request carries the policy), noindex and no-store.
 */
async function consoleAnswer(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  let response: NextResponse;
  const session = await readStaffCookie(request.cookies.get(STAFF_COOKIE)?.value);
  if (needsStaffLogin(pathname) && !session.token) {
    const target = new URL(STAFF_LOGIN, request.url);
    if (pathname !== '/staff' && request.method === 'GET') target.searchParams.set('next', pathname);
    response = NextResponse.redirect(target, 303);
  } else {
    const nonce = btoa(crypto.randomUUID());
    const policy = consoleContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce);
    headers.set('content-security-policy', policy);
    response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', policy);
  }
  for (const [name, value] of Object.entries(CONSOLE_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * Query-string pages rendered from Next's cache: `/goodsdetail?id=12` → `/{locale}/goods/12`,
 * `/goods-list?id=CP001&view=3` → `/{locale}/listing/goods-list/id~CP001.view~3`,
 * `/search-result?search=anti%20CD3&page=2` → `/{locale}/search/2~anti!20CD3` (docs/architecture.md §4).
 * The internal paths themselves are not public: asked for directly, they answer 404.
 */
function internalPath(locale: Locale, pathname: string, params: URLSearchParams): string | null {
  // Trial goods (root CS) open at /promotionTrialDetail (docs/product.md §2.2): the same goods page.
  // `/goodsdetail` itself is routed by next.config.mjs (lib/catalogue/goods-page-routes.mjs).
  if (pathname === '/promotionTrialDetail') {
    return `/${locale}/goods/${parseGoodsId(params.get('id')) ?? 'none'}`;
  }
  // A goods item's publications, each filter and page its own cached page (docs/product.md §2.6).
  if (pathname === CITATIONS_PATH) {
    const query = parseCitationsQuery(params);
    return query ? `/${locale}/citations/${toCitationsSegment(query)}` : `/${locale}/404`;
  }
  // The finders keep their filters in the URL (docs/product.md §2.4 items 3 and 4).
  if (pathname === '/antibody') return `/${locale}/antibody-finder/${toAntibodySegment(parseAntibodyQuery(params))}`;
  if (pathname === '/bufferSolution' && isMediumFilterQuery(params)) return `/${locale}/medium-filter/${toMediumSegment(parseMediumQuery(params))}`;
  if (pathname === '/mediumRecommendation') return `/${locale}/medium-recommendation/${toRecommendSegment(parseRecommendSearch(params))}`;
  // A blank or missing term still renders the page, as its empty state.
  if (pathname === SEARCH_RESULT_PATH) return `/${locale}/search/${toSearchSegment(parseSearchQuery(params))}`;
  const article = articleInternalPath(locale, pathname, params);
  if (article) return article;
  const gallery = galleryInternalPath(locale, pathname, params);
  if (gallery) return gallery;
  // Company pages, the data centre and purchase notices (docs/product.md §2.2).
  const company = companyInternalPath(locale, pathname, params);
  if (company) return company;
  const route = pathname.slice(1);
  if (isListingRoute(route)) return `/${locale}/listing/${route}/${toListingSegment(parseListingQuery(params))}`;
  if (INTERNAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return `/${locale}/404`;
  return labToolPath(locale, pathname, params);
}

const INTERNAL_PREFIXES = [
  '/listing',
  '/goods',
  '/citations',
  '/search',
  '/antibody-finder',
  '/medium-filter',
  '/medium-recommendation',
  ...ARTICLE_INTERNAL_PREFIXES,
  ...GALLERY_INTERNAL_PREFIXES,
  ...COMPANY_INTERNAL_PREFIXES,
  '/coa-search',
  '/primer-search',
];

export const config = {
  // Pages only: not the BFF, Next's assets, files with an extension (robots.txt, images), or the
  // goods pages of the default and the other locales, which next.config.mjs routes
  // (lib/catalogue/goods-page-routes.mjs; proxy.test.ts keeps the two in step).
  matcher: ['/((?!api|_next|_vercel|(?:zh/)?goodsdetail$|.*\\.[a-zA-Z0-9]+$).*)'],
};
