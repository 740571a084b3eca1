/**
 * The one sanitiser of redirect targets read from a request (the login flow's `redirect` query;
 * docs/architecture.md §4 security). Only a path on this site passes, returned in the form a
 * browser would resolve it to; anything else becomes '/'.
 */

/** Origin used only to resolve the target; a path that leaves it is not on this site. */
const PROBE_ORIGIN = 'https://labshop.invalid';

/**
 * Control characters and whitespace: browsers drop tabs, CR and LF from URLs, so `/\t/evil.example`
 * would become `//evil.example`, another site. A backslash counts as a slash in http(s) URLs.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;

export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return '/';
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (resolved.origin !== PROBE_ORIGIN) return '/';
  const target = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return target.startsWith('//') ? '/' : target;
}
