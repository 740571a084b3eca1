// Submissions under load, each with its own Idempotency-Key as the storefront sends it and some
// sent a second time, for the benches that check nothing is lost or doubled (docs/benchmarks.md:
// bench:inquiries, bench:orders).
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { percentile } from './load.mjs';

/**
 * Submission `n`'s key and whether it goes again with that key: a `share` of them twice, half of
 * those at the same moment as the first ('concurrent') and half once the first has answered.
 */
export function keyAndRetry(n, share) {
  const every = Math.max(1, Math.round(1 / share));
  const retried = share > 0 && n % every === 0;
  return { key: randomUUID(), retry: retried ? (n % (every * 2) === 0 ? 'concurrent' : 'after') : 'none' };
}

/**
 * `clients` clients work through `items` (each with n, key and retry) from one queue. Client c is
 * `clientOf(c)`: `send(item)` answers the API's envelope, `prepare(item)` (untimed) readies what
 * the submission needs. Every send is timed; a failed one is noted as '#n: why'. Answers each
 * item's answers as text by n (null where it failed), so a retry can be compared with the first.
 */
export async function submitAll(items, clients, clientOf) {
  const latencies = [];
  const failures = [];
  const timed = async (item, send) => {
    const started = performance.now();
    try {
      const envelope = await send(item);
      latencies.push(performance.now() - started);
      if (envelope.code === 0) return JSON.stringify(envelope.data);
      failures.push(`#${item.n}: ${envelope.code} ${envelope.msg}`);
    } catch (error) {
      latencies.push(performance.now() - started);
      failures.push(`#${item.n}: ${error.message}`);
    }
    return null;
  };
  const answers = new Map();
  let next = 0;
  async function client(c) {
    const { send, prepare } = clientOf(c);
    while (next < items.length) {
      const item = items[next++];
      await prepare?.(item);
      let texts;
      if (item.retry === 'concurrent') texts = await Promise.all([timed(item, send), timed(item, send)]);
      else if (item.retry === 'after') texts = [await timed(item, send), await timed(item, send)];
      else texts = [await timed(item, send)];
      answers.set(item.n, texts);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  return { answers, latencies, failures, seconds: (performance.now() - started) / 1000 };
}

/** What the retries were, for the headline: 'N retried with the same Idempotency-Key (M concurrently)'. */
export function retriesText(items) {
  const retries = items.filter((item) => item.retry !== 'none');
  return `${retries.length} retried with the same Idempotency-Key (${retries.filter((item) => item.retry === 'concurrent').length} concurrently)`;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** The load's table row: every timed send, its rate and latency percentiles (ms), and the failures. */
export function loadRow({ latencies, failures, seconds }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    seconds: Number(seconds.toFixed(1)),
    'req/s': Math.round(sorted.length / seconds),
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'max ms': Math.round(sorted.at(-1) ?? NaN),
    failures: failures.length,
  };
}

/** Prints the count check and the first failures, then the verdict: `ok` when exactly `stored` (e.g. '2000 inquiries') were. */
export function printVerdict(counts, failures, ok, stored) {
  console.table({ 'count check': counts });
  for (const failure of failures.slice(0, 10)) console.log(`failed ${failure}`);
  console.log(ok ? `OK: exactly ${stored} stored, none lost, none doubled.` : 'MISMATCH: see the tables above.');
}
