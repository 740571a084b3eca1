/**
 * The one error type of lib/api: business codes answered by the API and transport failures on
 * the way to it both arrive as an ApiError, so islands and pages handle one shape.
 */

import { CODE } from '@/contract/codes';
import { failureMessage, TRANSPORT_CODE, type FailureMessage } from './failure-message';

/** Business codes of the envelope (docs/architecture.md §3, docs/product.md §8): the contract's. */
export const API_CODE = CODE;

/**
 * Our codes for failures where no envelope arrived, negative so they never collide with the API's:
 * the connection failed · no answer in time · the caller aborted (a route change, docs/product.md
 * §4, §8) · something answered, but not an envelope (a proxy's HTML error page).
 */
export { TRANSPORT_CODE };

const TRANSIENT_CODES: ReadonlySet<number> = new Set([TRANSPORT_CODE.network, TRANSPORT_CODE.timeout, 429, 500]);

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  /** The same request may succeed later (network, timeout, 429, 500, a non-envelope 5xx): a hint for the UI. */
  readonly retryable: boolean;
  readonly status?: number; // of the answer, when one arrived
  /** What the customer reads (lib/api/failure-message.ts); msg is developer text for logs, never shown. */
  readonly messageKey: string;
  readonly messageValues?: FailureMessage['values'];
  /** The code's general sentence, for an island handed only part of the `apiFailure` messages. */
  readonly fallbackMessageKey: string;
  /** lib/api already reacted (went home or to /404, or raised the re-login prompt): show no msg. */
  readonly handled: boolean;

  constructor(init: { code: number; msg: string; status?: number; retryable?: boolean; handled?: boolean; cause?: unknown }) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    // Keeps `instanceof ApiError` true even if a transpiler lowers classes to ES5 functions.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.retryable = init.retryable ?? TRANSIENT_CODES.has(init.code);
    this.status = init.status;
    const message = failureMessage(init);
    this.messageKey = message.key;
    this.messageValues = message.values;
    this.fallbackMessageKey = message.fallbackKey;
    this.handled = init.handled ?? false;
  }
}

/** Also true for an ApiError from another copy of this module (server and client bundles). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && typeof (value as ApiError).code === 'number');
}

/** The rejection every cancelled request gets, so islands can recognise and ignore it. */
export function cancelledError(): ApiError {
  return new ApiError({ code: TRANSPORT_CODE.cancelled, msg: 'route jump cancelled request', retryable: false });
}
