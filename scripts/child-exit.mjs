/** Ending a child process and knowing it has ended: `npm start` and the benches stop their servers in order. */

/**
 * Whether `child` has exited, by its own hand or by a signal.
 * @internal exported for the benches (scripts/bench/stack.mjs), which knip's production pass does not enter
 */
export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once `child` has exited (at once if it already has). */
const exited = (child) => new Promise((resolve) => (hasExited(child) ? resolve() : child.once('exit', resolve)));

/** Asks `child` to stop (SIGTERM) and resolves once it has exited. */
export function terminate(child) {
  const gone = exited(child);
  if (!hasExited(child)) child.kill('SIGTERM');
  return gone;
}
