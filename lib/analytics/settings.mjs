// Analytics (docs/product.md §15.6): Google Analytics 4 with GA4_MEASUREMENT_ID, Baidu Tongji with
// BAIDU_TONGJI_ID, either or both; neither set is the default and then no analytics code is built
// at all (lib/build-features.mjs). Plain JavaScript: next.config reads it for the page CSP and the
// build's module aliases, and the storefront's server reads it when it renders the shell.

/** GA4 measurement ids look like G-XXXXXXXXXX. */
const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
/** Baidu Tongji site ids are the 32 hex digits of the hm.js?<id> address. */
const TONGJI_ID = /^[0-9a-f]{32}$/;

/**
 * @typedef {object} AnalyticsSettings
 * @property {string} [ga4]     the GA4 measurement id
 * @property {string} [tongji]  the Baidu Tongji site id
 */

/**
 * The configured tags; undefined when neither is. A malformed id throws, so a typo stops the
 * build with its name instead of shipping a banner for a tag that never counts.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {AnalyticsSettings | undefined}
 */
export function analyticsSettings(env = process.env) {
  const ga4 = env.GA4_MEASUREMENT_ID?.trim() || undefined;
  const tongji = env.BAIDU_TONGJI_ID?.trim().toLowerCase() || undefined;
  if (ga4 && !GA4_ID.test(ga4)) throw new Error(`GA4_MEASUREMENT_ID must look like G-XXXXXXXXXX, not "${ga4}"`);
  if (tongji && !TONGJI_ID.test(tongji)) throw new Error(`BAIDU_TONGJI_ID must be the 32 hex digits of hm.js?<id>, not "${tongji}"`);
  if (!ga4 && !tongji) return undefined;
  return { ...(ga4 ? { ga4 } : {}), ...(tongji ? { tongji } : {}) };
}
