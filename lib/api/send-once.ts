/**
 * One HTTP exchange, classified: an envelope (on any HTTP status) is an answer; everything else
 * becomes an ApiError with a transport code. Retry and fallback decisions live in the caller.
 */
import { parseEnvelope, type Envelope } from './envelope';
import { TRANSPORT_CODE, transportError } from './errors';
import { abortError, linkSignals } from './signals';

/** What Next.js reads from fetch's second argument to cache a response (revalidate + tags). */
export interface NextCacheOptions {
  revalidate?: number | false;
  tags?: string[];
}

export type ApiFetchInit = RequestInit & { next?: NextCacheOptions };

/** Narrower than `typeof fetch`, so `fetch` itself and test doubles both fit. */
export type FetchFn = (input: string, init: ApiFetchInit) => Promise<Response>;

/** Looked up at call time: Next.js patches `globalThis.fetch` after our modules may have loaded. */
export const globalFetch: FetchFn = (input, init) => globalThis.fetch(input, init);

export interface Answer {
  envelope: Envelope<unknown>;
  status: number;
}

export interface SendOptions {
  /** Whole exchange, headers and body: a server that sends headers and then stalls is no answer. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

function interpret(status: number, text: string): Answer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const envelope = parseEnvelope(json);
  if (envelope) return { envelope, status };
  // A 5xx page comes from a proxy or a crashed upstream: worth one more try. A 2xx/4xx
  // non-envelope is a wrong path or a foreign server, and will answer the same again.
  throw transportError(TRANSPORT_CODE.malformed, `HTTP ${status}: the answer is not an envelope`, {
    status,
    retryable: status >= 500,
  });
}

export async function sendOnce(
  fetchFn: FetchFn,
  url: string,
  init: Omit<ApiFetchInit, 'signal'>,
  options: SendOptions = {},
): Promise<Answer> {
  const timer = new AbortController();
  const linked = linkSignals([options.signal, timer.signal]);
  let timedOut = false;
  const handle =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          timer.abort();
        }, options.timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetchFn(url, { ...init, signal: linked.signal });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw abortError(options.signal);
    if (timedOut) {
      throw transportError(TRANSPORT_CODE.timeout, `no answer within ${options.timeoutMs} ms`, { cause: error });
    }
    throw transportError(TRANSPORT_CODE.network, 'the connection failed', { cause: error });
  } finally {
    clearTimeout(handle);
    linked.dispose();
  }
  return interpret(status, text);
}
