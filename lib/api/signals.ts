/**
 * Abort plumbing shared by both clients. Hand-rolled rather than `AbortSignal.any` /
 * `AbortSignal.timeout` so the listeners are removed when a call ends (a long-lived route
 * scope signal would otherwise collect one listener per request) and older browsers work.
 */
import { cancelledError, isApiError, type ApiError } from './errors';

export interface LinkedSignal {
  signal: AbortSignal;
  dispose(): void;
}

/** One signal that aborts, with the same reason, when any of `sources` aborts. */
export function linkSignals(sources: ReadonlyArray<AbortSignal | undefined>): LinkedSignal {
  const controller = new AbortController();
  const cleanups: Array<() => void> = [];
  for (const source of sources) {
    if (!source) continue;
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    const onAbort = () => controller.abort(source.reason);
    source.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => source.removeEventListener('abort', onAbort));
  }
  return {
    signal: controller.signal,
    dispose: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}

/** The ApiError a caller's abort turns into: the reason itself when it already is one. */
export function abortError(signal: AbortSignal): ApiError {
  return isApiError(signal.reason) ? signal.reason : cancelledError();
}

/** Resolves after `ms`, or rejects with the cancellation when `signal` aborts first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
