/**
 * Reading and writing the internal path segments the proxy makes of query strings (the finders,
 * the search-result page), so each distinct view renders once and is then served from cache.
 * A segment is the view's canonical query as 'key~value' parts joined by '.', e.g.
 * 'id~CP002.sp~human,mouse.kw~Z2FwZGg.page~2'. Free text (a keyword, a search term) goes in as
 * base64url: it has no '.', '~', '/' or '%', so the text survives the segment's separators and
 * any decoding a rewrite or the router applies; the proxy (Node) and the browser both have
 * btoa/atob and TextEncoder. Segments are never public: the proxy answers 404 for them.
 */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * More checked options than anyone ticks by hand; bounds the cache keys a URL can make.
 * @internal exported for its tests
 */
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

/** How one public query parameter is written in a segment. */
export interface SegmentField {
  param: string;
  /** The part's key in the segment; the parameter's name by default. */
  key?: string;
  /** Free text, written in base64url; other values are codes, lists of codes or numbers. */
  text?: boolean;
}

/** A parameter of a view's query: how it is written in a segment, and its value in the view. */
export interface QueryField<View> extends SegmentField {
  /** '' or an empty list leaves the parameter out (the view's default). */
  value(view: View): string | number | readonly string[];
}

/** A view's canonical query: the fields' parameters in the fields' order, lists comma-joined, defaults left out. */
export function viewQuery<View>(view: View, fields: readonly QueryField<View>[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = field.value(view);
    const text = typeof value === 'object' ? value.join(',') : String(value);
    if (text) params.set(field.param, text);
  }
  return params;
}

/** The segment of a view whose query is empty (a path segment cannot be). */
export const EMPTY_SEGMENT = 'all';

/** The query as one segment: the fields' parameters in the fields' order, empty ones left out. */
export function toQuerySegment(params: URLSearchParams, fields: readonly SegmentField[]): string {
  const parts = fields.flatMap(({ param, key = param, text = false }) => {
    const value = params.get(param);
    return value ? [`${key}~${text ? encodeSegmentText(value) : value}`] : [];
  });
  return parts.length ? parts.join('.') : EMPTY_SEGMENT;
}

/**
 * The query a segment was made of, as the router hands it over (still percent-encoded, or
 * not); unknown or malformed parts are dropped, and the caller's parser cleans the values.
 */
export function fromQuerySegment(segment: string, fields: readonly SegmentField[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const part of safeDecode(segment).split('.')) {
    const [key, value, extra] = part.split('~');
    const field = fields.find((each) => (each.key ?? each.param) === key);
    if (!field || value === undefined || extra !== undefined) continue;
    params.set(field.param, field.text ? decodeSegmentText(value) : value);
  }
  return params;
}

/** A query string with its commas readable: they separate lists, they are not data. */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replace(/%2C/g, ',');
}

/** A keyword as the finders accept it: trimmed, inner runs of white space as one space, at most `max` characters. */
export function cleanKeyword(value: string | null | undefined, max: number): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** A comma list of codes: malformed ones dropped, de-duplicated, sorted, bounded. */
export function parseCodeList(value: string | null | undefined): string[] {
  if (!value) return [];
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter((code) => CODE.test(code));
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
