/**
 * The one error type of lib/api: business codes answered by the API and transport
 * failures on the way to it both arrive as an ApiError, so islands and pages handle one shape.
 */

import { CODE } from '@/contract/envelope';

/** Business codes of the envelope (docs/architecture.md §3, docs/product.md §8): the contract's. */
export const API_CODE = CODE;

/**
 * Codes of our own for failures where no envelope arrived. Negative so they can never collide
 * with a code the supplier's backend answers.
 * - network  (-1): connection refused, reset or dropped before a full answer.
 * - timeout  (-2): no full answer within the time limit (and no fallback host left to try).
 * - cancelled(-3): the caller aborted, usually because the route changed (docs/product.md §4, §8).
 * - malformed(-4): something answered, but not an envelope (an HTML error page from a proxy, …).
 */
export const TRANSPORT_CODE = {
  network: -1,
  timeout: -2,
  cancelled: -3,
  malformed: -4,
} as const;

export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];
export type TransportCode = (typeof TRANSPORT_CODE)[keyof typeof TRANSPORT_CODE];

/**
 * Message keys (messages/*.json) for transport failures; business failures carry the server's
 * own localised msg instead. 'common.routeCancelled' is docs/product.md §8's 'route jump cancelled request'.
 */
export const TRANSPORT_MESSAGE_KEY: Record<TransportCode, string> = {
  [TRANSPORT_CODE.network]: 'common.networkError',
  [TRANSPORT_CODE.timeout]: 'common.requestTimeout',
  [TRANSPORT_CODE.cancelled]: 'common.routeCancelled',
  [TRANSPORT_CODE.malformed]: 'common.badResponse',
};

const TRANSIENT_CODES: ReadonlySet<number> = new Set([
  TRANSPORT_CODE.network,
  TRANSPORT_CODE.timeout,
  API_CODE.rateLimited,
  API_CODE.internal,
]);

export interface ApiErrorInit {
  code: number;
  msg: string;
  /** HTTP status of the answer, when one arrived. */
  status?: number;
  /** Overrides the default for the code (see ApiError.retryable). */
  retryable?: boolean;
  messageKey?: string;
  handled?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  /**
   * The same request may succeed if sent again later: network failures, timeouts, 429, 500 and
   * non-envelope 5xx answers. The transport itself only ever retries transport failures; for
   * business codes this is a hint for the UI ("try again"), never a reason to resend.
   */
  readonly retryable: boolean;
  readonly status?: number;
  /** Translation key for the UI when msg is not meant for people (transport failures). */
  readonly messageKey?: string;
  /**
   * lib/api already reacted (navigated home or to /404, or raised the quiet re-login prompt),
   * so the island should not show msg as well.
   */
  readonly handled: boolean;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    // Keeps `instanceof ApiError` true even if a transpiler lowers classes to ES5 functions.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.retryable = init.retryable ?? TRANSIENT_CODES.has(init.code);
    this.status = init.status;
    this.messageKey = init.messageKey ?? transportMessageKey(init.code);
    this.handled = init.handled ?? false;
  }

  get isTransport(): boolean {
    return this.code < 0;
  }
}

function transportMessageKey(code: number): string | undefined {
  return (TRANSPORT_MESSAGE_KEY as Record<number, string | undefined>)[code];
}

/**
 * Duck-typed check for places where two copies of this module may meet (a server bundle and a
 * client bundle), where `instanceof` alone would say no.
 */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error &&
      value.name === 'ApiError' &&
      typeof (value as { code?: unknown }).code === 'number')
  );
}

export function transportError(
  code: TransportCode,
  msg: string,
  extra: Omit<ApiErrorInit, 'code' | 'msg'> = {},
): ApiError {
  return new ApiError({ code, msg, ...extra });
}

/** The rejection every cancelled request gets, so islands can recognise and ignore it. */
export function cancelledError(msg = 'route jump cancelled request'): ApiError {
  return transportError(TRANSPORT_CODE.cancelled, msg, { retryable: false });
}
