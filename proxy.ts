/**
 * Every page request passes here first (Next 16's middleware): trailing slashes go, the
 * remembered language is applied, personal pages need a session, then next-intl routes the
 * locale. DESIGN.md §4.
 */
import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isGatedPath } from './lib/gated-routes';
import { LOCALE_COOKIE, defaultLocale, isLocale, localePath, splitLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { SESSION_COOKIE, isLoggedIn, readSessionCookie } from './lib/session-cookie';

const intl = createIntlMiddleware(routing);

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl;

  // SPEC.md §1: a trailing slash is stripped, the query kept.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    // A plain URL: NextURL would put the slash back when it formats itself.
    const target = new URL(`${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`, request.url);
    return NextResponse.redirect(target, 308);
  }

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

  return intl(request);
}

export const config = {
  // Pages only: not the BFF, Next's assets, or files with an extension (robots.txt, images).
  matcher: ['/((?!api|_next|_vercel|.*\\.[a-zA-Z0-9]+$).*)'],
};
