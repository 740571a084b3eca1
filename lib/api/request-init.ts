/**
 * How one call of the contract becomes one HTTP request (docs/architecture.md §3): the four modes, the
 * `lang` / `token` / `Idempotency-Key` headers. Shared by the server client and the browser
 * client, so both legs speak exactly the same dialect to the BFF and to the API.
 */

/** get = query string · post = JSON body · postd = POST, fields in the query string · delete = DELETE, JSON body. */
export type ApiMode = 'get' | 'post' | 'postd' | 'delete';
export type ApiLocale = 'en' | 'zh';

/**
 * Call parameters: a JSON body for post/delete (objects or arrays), flat fields for get/postd.
 * `object` rather than an index signature so domain modules can pass their own interfaces.
 */
export type ApiParams = object;

export interface ContractFields {
  locale: ApiLocale;
  token?: string;
  idempotencyKey?: string;
  /** Extra headers (the BFF's x-forwarded-for); the contract's own headers win over these. */
  headers?: Readonly<Record<string, string>>;
}

export interface HttpRequestParts {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path plus query string, to be appended to a base URL. */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

const METHOD: Record<ApiMode, HttpRequestParts['method']> = {
  get: 'GET',
  post: 'POST',
  postd: 'POST',
  delete: 'DELETE',
};

/** Reads: safe to send twice, so retried by default (docs/architecture.md §3). */
export function isReadMode(mode: ApiMode): boolean {
  return mode === 'get' || mode === 'postd';
}

function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // A nested object has no standard query form; JSON is what the supplier's backend parses.
  return JSON.stringify(value);
}

export function toQueryString(params: ApiParams | undefined): string {
  if (params === undefined) return '';
  if (Array.isArray(params)) throw new TypeError('get/postd parameters must be an object, not an array');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    // Repeated keys (ids=1&ids=2) are what Spring-style backends bind to a list.
    if (Array.isArray(value)) for (const item of value) search.append(key, queryValue(item));
    else search.append(key, queryValue(value));
  }
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

/** docs/product.md writes some paths without the leading slash ('online/togoods/details'). */
export function normalisePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** Plain concatenation keeps a base with its own path (`https://host/prod-api`), which `new URL` would drop. */
export function joinUrl(base: string, target: string): string {
  return `${base.replace(/\/+$/, '')}${target}`;
}

function contractHeaders(fields: ContractFields, hasJsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.accept = 'application/json';
  headers.lang = fields.locale;
  if (hasJsonBody) headers['content-type'] = 'application/json';
  if (fields.token) headers.token = fields.token;
  if (fields.idempotencyKey) headers['idempotency-key'] = fields.idempotencyKey;
  return headers;
}

export function buildHttpRequest(
  mode: ApiMode,
  path: string,
  params: ApiParams | undefined,
  fields: ContractFields,
): HttpRequestParts {
  const method = METHOD[mode];
  const target = normalisePath(path);
  if (mode === 'get' || mode === 'postd') {
    return { method, target: target + toQueryString(params), headers: contractHeaders(fields, false) };
  }
  // An empty object rather than no body: JSON body parsers reject an empty POST/DELETE body.
  return {
    method,
    target,
    headers: contractHeaders(fields, true),
    body: JSON.stringify(params ?? {}),
  };
}
