import 'server-only';
/**
 * The BFF's translation of a browser request into one call of the API contract (docs/architecture.md §2,
 * §4): which mode the request used, its parameters, and the visitor's headers to pass on.
 */
import type { ApiMode } from './api/client';
import { forwardedOperation, type ForwardedOperation } from './api/bff-paths';
import { mediaType } from './request-guards';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/** The BFF's own prefix on this origin: `/api/<contract path>`. */
const BFF_PREFIX = '/api';

/**
 * The contract path a BFF request asks for, read from the raw URL (not Next's decoded segments)
 * and matched after decoding and normalising; null when it is not forwarded (lib/api/bff-paths.ts).
 */
export function requestedOperation(request: Request): ForwardedOperation | null {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${BFF_PREFIX}/`)) return null;
  return forwardedOperation(pathname.slice(BFF_PREFIX.length));
}

export interface ForwardedCall {
  mode: ApiMode;
  params: Record<string, unknown> | unknown[] | undefined;
}

/** A request the BFF refuses itself: 400, 413 for a body over the API's own limit, 415 for a body not JSON. */
export class BadBffRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
  }
}

/**
 * The API's body limit (server/app.ts), enforced before a body is held in memory whole.
 * @internal exported for its tests
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** '1 MB', '64 KB': the limit as the refusal names it. */
function sizeName(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

/**
 * The body's bytes, refused (413) as soon as the declared length or the bytes read pass `maxBytes`:
 * a chunked body has no Content-Length, so the bytes are counted as they arrive and reading stops
 * at the limit (docs/architecture.md §4 security). Every body the storefront reads comes through here.
 */
export async function readCappedBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new BadBffRequest(`Request body: larger than ${sizeName(maxBytes)}`, 413);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
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

/** Parses a capped body as JSON; BadBffRequest (400) when it is not. */
export async function readCappedJson(request: Request, maxBytes: number): Promise<unknown> {
  const text = new TextDecoder().decode(await readCappedBody(request, maxBytes));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadBffRequest('Request body: not valid JSON');
  }
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw new BadBffRequest(`Request body: nested deeper than ${MAX_JSON_DEPTH} levels`);
  return body;
}

/**
 * get → query; DELETE → JSON body; POST with a JSON body → post; POST with no body → postd (its
 * fields in the query string). Bodies are JSON only (docs/architecture.md §4 security): the
 * route has already refused any other Content-Type, and a body sent without one is refused here.
 */
export async function readForwardedCall(request: Request): Promise<ForwardedCall> {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  if (request.method === 'GET') return { mode: 'get', params: query };

  const bytes = await readCappedBody(request);
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return { mode: request.method === 'DELETE' ? 'delete' : 'postd', params: query };
  if (mediaType(request.headers.get('content-type')) !== 'application/json') {
    throw new BadBffRequest('Content-Type: must be application/json', 415);
  }
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
