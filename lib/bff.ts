import 'server-only';
/**
 * The BFF's translation of a browser request into one call of the API contract (docs/architecture.md §2,
 * §4): which mode the request used, its parameters, and the visitor's headers to pass on.
 */
import { isLoginPath } from './account/login-paths';
import type { ApiMode } from './api/client';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/** The API families the browser may reach through the BFF (docs/product.md §7). */
const FORWARDED_PREFIXES = ['online', 'overseas', 'operation', 'sys', 'user', 'purchase', 'erp', 'file'] as const;

/**
 * Login and register answer a token, so they are never forwarded: the browser logs in through
 * POST /api/session, which keeps the token in the httpOnly cookie (see isLoginPath).
 */
export function isForwardedPath(segments: readonly string[]): boolean {
  const [first] = segments;
  return (
    first !== undefined &&
    (FORWARDED_PREFIXES as readonly string[]).includes(first) &&
    segments.every((s) => s !== '..' && s !== '.') &&
    !isLoginPath(segments)
  );
}

export interface ForwardedCall {
  mode: ApiMode;
  params: Record<string, unknown> | unknown[] | undefined;
}

/** A request the BFF refuses itself: 400, or 413 for a body over the API's own limit. */
export class BadBffRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** The API's body limit (server/app.ts), enforced before a body is held in memory whole. */
export const MAX_BODY_BYTES = 1024 * 1024;
const BODY_TOO_LARGE = 'Request body: larger than 1 MB';

/** The body's bytes, refused (413) as soon as the declared length or the bytes read pass the limit. */
async function readCappedBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw new BadBffRequest(BODY_TOO_LARGE, 413);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new BadBffRequest(BODY_TOO_LARGE, 413);
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The most form text the BFF passes on as a query string (docs/architecture.md §8). */
export const MAX_FORM_QUERY_CHARS = 8 * 1024;

/** A form body; a multipart body with a missing or broken boundary is the caller's mistake (400). */
async function parseForm(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BadBffRequest('Request body: not a valid form (check the content type and the multipart boundary)');
  }
}

/** get → query; DELETE → JSON body; POST with a JSON body → post; POST with nothing or a form → postd. */
export async function readForwardedCall(request: Request): Promise<ForwardedCall> {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  if (request.method === 'GET') return { mode: 'get', params: query };

  const contentType = request.headers.get('content-type') ?? '';
  const bytes = await readCappedBody(request);
  if (request.method === 'POST' && (contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data'))) {
    const form = await parseForm(bytes, contentType);
    const fields: Record<string, string> = { ...query };
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    // Form fields travel on to the API in the query string (postd), where Node refuses a request
    // line over 16 kB with a bare 431; refuse long forms here with the envelope instead.
    if (new URLSearchParams(fields).toString().length > MAX_FORM_QUERY_CHARS) {
      throw new BadBffRequest(`Request body: form fields longer than ${MAX_FORM_QUERY_CHARS / 1024} kB in all; send JSON instead`);
    }
    return { mode: 'postd', params: fields };
  }

  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return { mode: request.method === 'DELETE' ? 'delete' : 'postd', params: query };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadBffRequest('Request body: not valid JSON');
  }
  if (body === null || typeof body !== 'object') throw new BadBffRequest('Request body: expected a JSON object or array');
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw new BadBffRequest(`Request body: nested deeper than ${MAX_JSON_DEPTH} levels`);
  return { mode: request.method === 'DELETE' ? 'delete' : 'post', params: body as Record<string, unknown> };
}

/**
 * The visitor's address as the API's rate limits should see it: the last x-forwarded-for entry,
 * the one added by the nearest hop (a reverse proxy that appends, or Next's own server, which sets
 * the socket address when none came). Earlier entries are whatever the client claimed.
 */
export function visitorAddress(request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').map((entry) => entry.trim()).filter(Boolean);
  return forwarded?.at(-1) || request.headers.get('x-real-ip') || undefined;
}
