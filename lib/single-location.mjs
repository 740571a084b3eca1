/**
 * One Location header per answer. A page that redirects (redirect() or permanentRedirect() while
 * rendering) and is rendered afresh (a cache miss) gets its Location from the render and again
 * from the cache entry's headers: Node's fetch joins the two into "/x, /x" and follows that to a
 * 404 (docs/adr/0024-entry-addresses-are-next-redirects.md). The storefront server's preload
 * (scripts/api-outage-status.mjs) keeps the first. Plain JavaScript for the preload.
 * @param {unknown} value the header as Node holds it: a string, or an array once appended twice
 * @returns {unknown}
 */
export function singleLocation(value) {
  return Array.isArray(value) && value.length > 1 ? value[0] : value;
}
