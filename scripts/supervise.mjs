/**
 * Keeps a child process running (`npm start`'s catalogue API): when it exits unasked, it is
 * started again after a growing pause (0.5 s, 1 s, 2 s … 30 s at most; back to 0.5 s once it has
 * run for a minute), and each exit and restart is logged. Whatever runs beside it (the
 * storefront) keeps serving what it has meanwhile.
 */

/**
 * The pause before restart number `failures` (1, 2, …) in a row.
 * @internal exported for its tests
 */
export function restartDelay(failures, { baseMs = 500, maxMs = 30_000 } = {}) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Starts `start()` and starts it again whenever it exits while `stopping()` is false.
 * `onChild` learns each new child (to stop it later). Answers `{ current(), stop() }`.
 * @param {{ label: string, start: () => import('node:child_process').ChildProcess, stopping: () => boolean,
 *   onChild?: (child: import('node:child_process').ChildProcess) => void, log?: (line: string) => void,
 *   baseMs?: number, maxMs?: number, stableMs?: number }} options
 */
export function supervise({ label, start, stopping, onChild = () => {}, log = console.error, baseMs = 500, maxMs = 30_000, stableMs = 60_000 }) {
  let failures = 0;
  let child;
  let timer;
  const launch = () => {
    timer = undefined;
    const startedAt = Date.now();
    child = start();
    onChild(child);
    child.on('exit', (code, signal) => {
      if (stopping()) return;
      failures = Date.now() - startedAt >= stableMs ? 1 : failures + 1;
      const delay = restartDelay(failures, { baseMs, maxMs });
      log(`${label} stopped (${signal ?? `exit code ${code}`}); starting it again in ${(delay / 1000).toFixed(1)} s (restart ${failures} in a row).`);
      timer = setTimeout(() => {
        if (stopping()) return;
        log(`${label}: restarting.`);
        launch();
      }, delay);
    });
  };
  launch();
  return {
    current: () => child,
    stop: () => clearTimeout(timer),
  };
}
