/**
 * At most one call per `waitMs`, leading and trailing: the first event is handled at once, and
 * the last one of a burst is never lost (a scroll that stops just past the threshold still
 * counts). `cancel` drops a pending trailing call, for effect clean-ups.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): ((...args: A) => void) & { cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const wait = last + waitMs - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(wait, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
