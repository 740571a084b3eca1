// Load with autocannon on one origin, a path chosen per request, latencies kept here (autocannon
// reports no p95) and Next's x-nextjs-cache answer counted, so a "warm" row proves it was served
// from the cache and a "cold" row that it was rendered.
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** How often each x-nextjs-cache value came back, as 'HIT 98%, STALE 2%' (— when none came). */
export function cacheShare(counts) {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (total === 0) return '—';
  return Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([value, n]) => `${value} ${Math.round((100 * n) / total)}%`)
    .join(', ');
}

const headerValue = (headers, name) => {
  const key = Object.keys(headers).find((each) => each.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * `connections` connections for `duration` s against `origin`, each request's path from
 * `nextPath()`. Answers req/s, latency percentiles (ms), failures and the cache answers
 * (`cacheHeader`: Next's by default; a proxy's own, e.g. x-cache-status).
 */
export async function hammer(origin, nextPath, { duration, connections, cacheHeader = 'x-nextjs-cache' }) {
  const latencies = [];
  const caches = {};
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({ ...request, method: 'GET', path: nextPath() }),
        onResponse: (_status, _body, _context, headers) => {
          const value = headerValue(headers, cacheHeader) ?? 'none';
          caches[value] = (caches[value] ?? 0) + 1;
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    'req/s': Math.round((10 * sorted.length) / result.duration) / 10,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'max ms': Math.round(sorted.at(-1) ?? NaN),
    failures: result.non2xx + result.errors + result.timeouts,
    cache: cacheShare(caches),
  };
}

/** A path list walked once in order; past its end it starts again and counts the repeats. */
export function walker(paths) {
  let next = 0;
  return {
    next: () => paths[next++ % paths.length],
    get used() {
      return Math.min(next, paths.length);
    },
    get repeats() {
      return Math.max(0, next - paths.length);
    },
  };
}
