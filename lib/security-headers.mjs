/**
 * The storefront's security headers, in one place (docs/architecture.md §4 security,
 * docs/adr/0002-csp-allows-inline-scripts-so-cached-pages-stay-cached.md). next.config.mjs sends them on every answer:
 * pages, the BFF, /files, assets. Read when the storefront is built: IMAGE_HOST (images and
 * banner videos may come from there), MAP_ASSET_URL (the contact page's map data may come from
 * there), HSTS_MAX_AGE (opt-in HSTS, only behind HTTPS) and WECHAT_APP_ID with WECHAT_APP_SECRET
 * (WeChat's JS-SDK may load, docs/product.md "Sharing in WeChat"), GA4_MEASUREMENT_ID and
 * BAIDU_TONGJI_ID (their tags may load and report, docs/product.md §15.6).
 */
import { analyticsSettings } from './analytics/settings.mjs';
import { wechatSettings } from './wechat/settings.mjs';

/** WeChat's JS-SDK host (lib/wechat/jssdk.ts). The SDK talks to WeChat through the app's own bridge, not fetch: it needs no connect-src. */
const WECHAT_JSSDK_ORIGIN = 'https://res.wx.qq.com';

/**
 * The hosts each analytics tag loads from and reports to, as Google documents them for GA4 under a
 * CSP and as Baidu Tongji's hm.js uses them (its script, and an image beacon on the same host).
 */
const ANALYTICS_SOURCES = {
  ga4: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  tongji: { script: ['https://hm.baidu.com'], connect: ['https://hm.baidu.com'], img: ['https://hm.baidu.com'] },
};

/** A directive's analytics sources for the configured tags (none without analytics). */
function analyticsSources(analytics, directive) {
  return [analytics?.ga4 && ANALYTICS_SOURCES.ga4[directive], analytics?.tongji && ANALYTICS_SOURCES.tongji[directive]].filter(Boolean).flat();
}

/** A host's origin for a CSP source list; none when unset or not a URL. */
function originOf(value) {
  try {
    return value ? new URL(value).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy. Scripts: same origin plus 'unsafe-inline', because the App
 * Router writes its page data as inline scripts whose content differs per page, and a cached
 * (ISR) page cannot carry a per-request nonce; why, and what would lift it, is in
 * docs/adr/0002-csp-allows-inline-scripts-so-cached-pages-stay-cached.md. Everything else is as strict as the shop allows.
 */
function contentSecurityPolicy({ imageHost, mapAssetUrl, wechat = false, analytics, development = false } = {}) {
  const media = ["'self'", 'data:', 'blob:', originOf(imageHost)].filter(Boolean);
  // React needs eval in development only, for its debugging stacks; WeChat's JS-SDK loads only
  // when WeChat sharing is configured. Its statistics beacon (an image on open.weixin.qq.com) is
  // left blocked: the share card does not need it.
  // The analytics tags load only when configured, and then only after consent (the CSP cannot see
  // consent: the island never adds their scripts before it).
  const scripts = ["'self'", "'unsafe-inline'", development && "'unsafe-eval'", wechat && WECHAT_JSSDK_ORIGIN, ...analyticsSources(analytics, 'script')]
    .filter(Boolean)
    .join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}`,
    // MUI's emotion and Next insert <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...media, ...analyticsSources(analytics, 'img')].join(' ')}`,
    `media-src ${media.join(' ')}`,
    "font-src 'self' data:",
    // Islands talk only to the BFF on this origin (docs/architecture.md §4); the contact page's map
    // island may fetch its data from the host MAP_ASSET_URL names.
    `connect-src ${["'self'", originOf(mapAssetUrl), ...analyticsSources(analytics, 'connect')].filter(Boolean).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
  return directives.join('; ');
}

/** Strict-Transport-Security when HSTS_MAX_AGE (seconds) is a positive whole number; else none. */
function strictTransportSecurity(maxAge) {
  const seconds = Number(maxAge ?? 0);
  return Number.isInteger(seconds) && seconds > 0 ? `max-age=${seconds}; includeSubDomains` : undefined;
}

/**
 * /files answers images and documents (SVG among them) from the API on this origin: opened on
 * their own they must not run scripts, so their policy allows nothing but their own styles.
 */
export const FILES_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The headers of every answer, as next.config.mjs `headers()` wants them. */
export function securityHeaders(env = process.env) {
  const hsts = strictTransportSecurity(env.HSTS_MAX_AGE);
  return [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({
        imageHost: env.IMAGE_HOST,
        mapAssetUrl: env.MAP_ASSET_URL,
        wechat: wechatSettings(env) !== undefined,
        analytics: analyticsSettings(env),
        development: env.NODE_ENV === 'development',
      }),
    },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...(hsts ? [{ key: 'Strict-Transport-Security', value: hsts }] : []),
  ];
}
