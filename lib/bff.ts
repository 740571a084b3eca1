import 'server-only';
/**
 * The BFF's translation of a browser request into one call of the API contract (DESIGN.md §2,
 * §4): which mode the request used, its parameters, and the visitor's headers to pass on.
 */
import type { ApiMode } from './api/client';

/** The API families the browser may reach through the BFF (SPEC.md §7). */
const FORWARDED_PREFIXES = ['online', 'overseas', 'operation', 'sys', 'user', 'purchase', 'erp', 'file'] as const;

export function isForwardedPath(segments: readonly string[]): boolean {
  const [first] = segments;
  return first !== undefined && (FORWARDED_PREFIXES as readonly string[]).includes(first) && segments.every((s) => s !== '..' && s !== '.');
}

export interface ForwardedCall {
  mode: ApiMode;
  params: Record<string, unknown> | unknown[] | undefined;
}

export class BadBffRequest extends Error {}

/** get → query; DELETE → JSON body; POST with a JSON body → post; POST with nothing or a form → postd. */
export async function readForwardedCall(request: Request): Promise<ForwardedCall> {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  if (request.method === 'GET') return { mode: 'get', params: query };

  const contentType = request.headers.get('content-type') ?? '';
  if (request.method === 'POST' && (contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data'))) {
    const form = await request.formData();
    const fields: Record<string, string> = { ...query };
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    return { mode: 'postd', params: fields };
  }

  const text = await request.text();
  if (!text.trim()) return { mode: request.method === 'DELETE' ? 'delete' : 'postd', params: query };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadBffRequest('Request body: not valid JSON');
  }
  if (body === null || typeof body !== 'object') throw new BadBffRequest('Request body: expected a JSON object or array');
  return { mode: request.method === 'DELETE' ? 'delete' : 'post', params: body as Record<string, unknown> };
}

/** The visitor's address as the API's rate limits should see it. */
export function visitorAddress(request: Request): string | undefined {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || undefined;
}
