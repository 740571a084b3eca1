/**
 * Request paths whose percent-encoding cannot be decoded (`/%ff`, `/api/%ff`, `/files/%c0%ae…`):
 * Next decodes the path before the proxy or any route sees it and answers such a path with a bare
 * 500 and none of the security headers. The storefront's server refuses them first
 * (scripts/refuse-malformed-paths.mjs): 400 with the security headers, the envelope under /api
 * (docs/architecture.md §3, §8), otherwise a small page in the path's language from messages/*.json.
 * Plain JavaScript: it runs in the server's preload, outside Next's bundle.
 */
import { securityHeaders } from './security-headers.mjs';

/** The path of a request target (`/a%ff?x=1` → `/a%ff`). */
const pathOf = (target) => {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
};

/**
 * Whether `target`'s path (not its query, which pages read themselves) cannot be percent-decoded.
 * @internal exported for its tests
 */
export function isMalformedPath(target) {
  try {
    decodeURIComponent(pathOf(target));
    return false;
  } catch {
    return true;
  }
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The 400 answer for a malformed `target`, or null when its path decodes. `messages` holds each
 * locale's `error.badAddress…` texts and `meta.siteName`; a `/zh` path is answered in Chinese.
 * @param {string} target
 * @param {Record<string, { error: Record<string, string>, meta: Record<string, string> }>} messages
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {{ status: number, headers: Record<string, string>, body: string } | null}
 */
export function malformedPathAnswer(target, messages, env = process.env) {
  if (!isMalformedPath(target)) return null;
  const headers = Object.fromEntries(securityHeaders(env).map(({ key, value }) => [key, value]));
  headers['Cache-Control'] = 'no-store';
  const path = pathOf(target);
  if (path === '/api' || path.startsWith('/api/')) {
    return {
      status: 400,
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ code: 400, msg: 'path: malformed percent-encoding' }),
    };
  }
  const locale = /^\/zh(?:\/|%|$)/i.test(path) && messages.zh ? 'zh' : 'en';
  const { error, meta } = messages[locale];
  const home = locale === 'zh' ? '/zh' : '/';
  const body =
    `<!DOCTYPE html><html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(error.badAddressHeading)} | ${escapeHtml(meta.siteName)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(error.badAddressHeading)}</h1><p>${escapeHtml(error.badAddressBody)}</p>` +
    `<p><a href="${home}">${escapeHtml(error.badAddressHome)}</a></p></body></html>`;
  return { status: 400, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body };
}
