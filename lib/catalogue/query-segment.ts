/**
 * Reading and writing the finders' internal path segments, which the proxy makes of their query
 * strings. Free text (a keyword) goes into a segment as base64url: it has no '.', '~', '/' or
 * '%', so the text survives the segment's separators and any decoding a rewrite or the router
 * applies; the proxy (Node) and the browser both have btoa/atob and TextEncoder.
 */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** More checked options than anyone ticks by hand; bounds the cache keys a URL can make. */
export const MAX_CHECKED_PER_GROUP = 30;
const MAX_PAGE = 10_000;

export function encodeSegmentText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The inverse of encodeSegmentText; '' for anything that is not valid base64url UTF-8. */
export function decodeSegmentText(value: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return '';
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return '';
  }
}

/** A keyword as the finders accept it: trimmed, inner runs of white space as one space, at most `max` characters. */
export function cleanKeyword(value: string | null | undefined, max: number): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** A comma list of codes: malformed ones dropped, de-duplicated, sorted, bounded. */
export function parseCodeList(value: string | null | undefined): string[] {
  if (!value) return [];
  const codes = value.split(',').map((code) => code.trim()).filter((code) => CODE.test(code));
  return [...new Set(codes)].sort().slice(0, MAX_CHECKED_PER_GROUP);
}

/** A page from 2 on as given, anything else page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1;
}

/** A segment as the router may hand it over (still percent-encoded, or not). */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
