/**
 * Guards of the BFF's state-changing routes (docs/architecture.md §4 security): a request another
 * site's page made is refused before it can log a visitor in or out, and bodies are JSON only,
 * so a cross-site `<form enctype="text/plain">` cannot pass for a login. Pure: the routes turn a
 * refusal into the envelope.
 */
import { siteUrl } from './site';

export interface Refusal {
  status: 403 | 415;
  code: number;
  msg: string;
}

const INVALID = 400;

/** Fetch metadata values of requests this origin's own pages (or the address bar) make. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** The origins this storefront answers on: its public SITE_URL and the host the request named. */
function ownOrigins(request: Request): Set<string> {
  const origins = new Set<string>([new URL(request.url).origin]);
  try {
    origins.add(new URL(siteUrl()).origin);
  } catch {
    // A malformed SITE_URL is reported where it is used; the request's own origin still counts.
  }
  return origins;
}

/**
 * Whether another site made this request. Browsers send Sec-Fetch-Site and, on every POST and
 * DELETE, Origin; a client that sends neither is not a browser, so it carries no victim's cookie.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return !OWN_FETCH_SITES.has(fetchSite.toLowerCase());
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return !ownOrigins(request).has(origin);
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | null): string | null {
  if (contentType === null) return null;
  return contentType.split(';')[0]?.trim().toLowerCase() || null;
}

/**
 * A refusal for a request that changes state: cross-site (403), or with a body type other than
 * application/json (415). A request with no Content-Type passes here; its body, if it has one,
 * is refused where it is read.
 */
export function stateChangeRefusal(request: Request): Refusal | null {
  if (isCrossSite(request)) return { status: 403, code: INVALID, msg: 'Origin: requests from other sites are refused' };
  const type = mediaType(request.headers.get('content-type'));
  if (type !== null && type !== 'application/json') {
    return { status: 415, code: INVALID, msg: 'Content-Type: must be application/json' };
  }
  return null;
}
