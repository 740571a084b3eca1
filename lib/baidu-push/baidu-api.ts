/**
 * Baidu's link submission ("普通收录" API push, docs/product.md §15.4):
 *
 *   POST {BAIDU_PUSH_URL}/urls?site={SITE_URL}&token={token}
 *   Content-Type: text/plain, the body one absolute URL a line, at most 2,000 URLs a request.
 *
 * Answers 200 `{ success, remain, not_same_site?, not_valid? }` (URLs taken, URLs left of today's
 * quota, URLs refused) or, e.g. HTTP 400 past the day's quota, `{ error, message }`.
 */
import { z } from 'zod';

/** Baidu takes at most this many URLs in one request. */
export const MAX_URLS_PER_REQUEST = 2000;

/** A Baidu that has not answered within this long is treated as a network failure (retried). */
export const PUSH_TIMEOUT_MS = 10_000;

const accepted = z.object({
  success: z.number(),
  remain: z.number(),
  not_same_site: z.array(z.string()).optional(),
  not_valid: z.array(z.string()).optional(),
});

const refusal = z.object({ error: z.number(), message: z.string() });

export type PushOutcome =
  /** Taken: `remain` URLs are left of today's quota. */
  | { kind: 'pushed'; success: number; remain: number; notSameSite: string[]; notValid: string[] }
  /** A 4xx: asking again would be refused again. `overQuota` when today's quota is spent. */
  | { kind: 'refused'; status: number; message: string; overQuota: boolean }
  /** No answer, a 5xx or an unreadable one: worth trying again later. */
  | { kind: 'failed'; reason: string };

export interface PushTarget {
  /** Baidu's origin, e.g. http://data.zz.baidu.com. */
  endpoint: string;
  /** The site as registered with Baidu (SITE_URL). */
  site: string;
  token: string;
}

/**
 * Baidu's answer to one request, as an outcome (never throws).
 * @internal exported for its tests
 */
export function readAnswer(status: number, text: string): PushOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (status >= 200 && status < 300) {
    const ok = accepted.safeParse(json);
    if (!ok.success) return { kind: 'failed', reason: `HTTP ${status} with an unreadable answer` };
    return { kind: 'pushed', success: ok.data.success, remain: ok.data.remain, notSameSite: ok.data.not_same_site ?? [], notValid: ok.data.not_valid ?? [] };
  }
  if (status >= 400 && status < 500) {
    const error = refusal.safeParse(json);
    const message = error.success ? error.data.message : `HTTP ${status}`;
    return { kind: 'refused', status, message, overQuota: /quota/i.test(message) };
  }
  return { kind: 'failed', reason: `HTTP ${status}` };
}

/** The request's address; it holds the token, so it is never logged. */
function pushAddress(target: PushTarget): string {
  const url = new URL('/urls', target.endpoint);
  url.searchParams.set('site', target.site);
  url.searchParams.set('token', target.token);
  return url.toString();
}

/** Pushes one batch (≤ 2,000 URLs); the outcome, never an exception. */
export async function pushBatch(target: PushTarget, urls: readonly string[], timeoutMs = PUSH_TIMEOUT_MS): Promise<PushOutcome> {
  try {
    const response = await fetch(pushAddress(target), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: urls.join('\n'),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    return readAnswer(response.status, await response.text());
  } catch (error) {
    // The cause (timeout, refused connection), never the address with its token. The timeout is a
    // DOMException, which is not an Error in every realm: read its name and message as they are.
    const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; message?: unknown };
    const reason = name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : typeof message === 'string' ? message : 'network error';
    return { kind: 'failed', reason };
  }
}
