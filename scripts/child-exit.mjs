/** Ending a child process and knowing it has ended: `npm start` and the benches stop their servers in order. */

/** Resolves once `child` has exited (at once if it already has). */
const exited = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));

/** Asks `child` to stop (SIGTERM) and resolves once it has exited. */
export function terminate(child) {
  const gone = exited(child);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  return gone;
}
