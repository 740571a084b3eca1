/**
 * HTTP for the scale test and benchmark on node:http, since fetch can neither choose the local
 * address (each simulated visitor its own 127.0.0.x, so per-address limits see different visitors)
 * nor keep cookies. One request per connection: which instance answers is nginx's to choose.
 */
import http from 'node:http';

/**
 * @param {string} url
 * @param {{ method?: string; headers?: Record<string, string>; json?: unknown; localAddress?: string; timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; json: () => any }>}
 */
export function request(url, { method = 'GET', headers = {}, json, localAddress, timeoutMs = 30_000 } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const allHeaders = { ...headers, ...(body !== undefined && { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }) };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers: allHeaders, localAddress, agent: false, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The cookie header value for the Set-Cookie lines of an answer (name=value only). */
export function cookiesOf(response) {
  return (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}

/** What a page of this site sends with a state-changing BFF call (lib/request-guards.ts). */
export const SAME_SITE = { 'sec-fetch-site': 'same-origin', lang: 'en' };
