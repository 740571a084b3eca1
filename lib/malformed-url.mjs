/**
 * A request path whose percent-encoding does not decode (`/%ff`, `/files/%c0%ae…`) makes Next
 * fail to render its own 400 page and answer a bare 500 without security headers. The
 * storefront's server preload (scripts/socket-address.mjs) answers such a request itself,
 * before Next: 400, the security headers of every answer (lib/security-headers.mjs), and for the
 * BFF (/api/…) the API's envelope. Queries are left to the pages, which read them leniently (a
 * typed `?search=100%` still searches).
 */
import { FILES_CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers.mjs';

function decodes(segment) {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The path of a request target as sent (`/a/b?c#d` → `/a/b`). */
const pathOf = (target) => target.split(/[?#]/, 1)[0] ?? '';

/** Whether the target's path has percent-encoding that does not decode to UTF-8. */
export function hasMalformedPath(target) {
  return !pathOf(target).split('/').every(decodes);
}

/** The answer to a request whose path does not decode, or null when it does. */
export function malformedPathAnswer(target, env = process.env) {
  if (!hasMalformedPath(target)) return null;
  const path = pathOf(target);
  const headers = Object.fromEntries(securityHeaders(env).map(({ key, value }) => [key, value]));
  if (/^\/(files|coa-certificates)(\/|$)/.test(path)) headers['Content-Security-Policy'] = FILES_CONTENT_SECURITY_POLICY;
  headers['Cache-Control'] = 'no-store';
  if (/^\/api(\/|$)/.test(path)) {
    return { status: 400, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ code: 400, msg: 'URL: the path has malformed percent-encoding' }) };
  }
  return { status: 400, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Bad request: the address is not valid. / 请求无效：网址格式不正确。\n' };
}
