/**
 * PGlite runs every query synchronously on the main thread and hands its lock from one waiting
 * query to the next in promise callbacks. Under concurrent load that chain never lets the event
 * loop reach its I/O phase: Node accepts new connections one per drained queue and keep-alive
 * sockets time out unread. Measured with 50 concurrent clients submitting inquiries: a client's
 * first request waited up to 50 s while the server spent under 0.5 s on it.
 *
 * Queueing the client's operations here, with one event-loop turn before each, lets Node accept
 * and read sockets between operations; PGlite runs one operation at a time anyway, so nothing is
 * lost. The queries inside a transaction use the transaction's own handle and are not queued
 * again (a plain `db` query from inside a transaction already waits forever on PGlite's own lock).
 */
import type { PGlite } from '@electric-sql/pglite';

type Operation = (...args: never[]) => Promise<unknown>;

export function takeTurns(client: PGlite): void {
  let tail: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  // `sql` goes through `query`; `transaction` and `exec` call PGlite's private runners, never these.
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = (client[name] as Operation).bind(client);
    const queued = (...args: never[]) => {
      const run = tail.then(turn).then(() => original(...args));
      tail = run.catch(() => undefined);
      return run;
    };
    Object.assign(client, { [name]: queued });
  }
}
