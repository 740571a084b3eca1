/**
 * Keeps personal data out of analytics (docs/product.md §15.6). Events carry no personal field by
 * design (events.ts); what remains is free text a buyer typed or an address a page was opened at,
 * and either may hold an email, a phone number or a token, so those are replaced before sending.
 */

const EMAIL = /[^\s@/?&=#]+@[^\s@/?&=#]+\.[^\s@/?&=#]+/g;
// A phone number: 7 or more digits, optionally led by + and broken by spaces, dots or dashes, not
// inside a word: a Cat. No. is letters then digits (AB10001, CP002-0001), so it stays.
const PHONE = /(?<![A-Za-z\d])\+?\d(?:[\s.-]?\d){6,}/g;

/** `text` with every email address and phone number replaced by a placeholder. */
export function withoutPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/**
 * Query parameters kept in a page address sent to analytics: the ones that say which catalogue
 * page it was. Any other (a reset link's token, a redirect, an email) is dropped.
 */
const KEPT_PARAMETERS = new Set(['id', 'search', 'page', 'sort', 'type', 'categoryId']);

/** An address with its fragment gone and only catalogue parameters left, their values cleaned. */
export function analyticsLocation(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (KEPT_PARAMETERS.has(key)) kept.append(key, withoutPersonalData(value));
  const query = kept.toString();
  return `${url.origin}${withoutPersonalData(url.pathname)}${query ? `?${query}` : ''}`;
}

/** The path and query of an analytics location, as Baidu Tongji's page views want it. */
export function analyticsPath(location: string): string {
  try {
    const url = new URL(location);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
