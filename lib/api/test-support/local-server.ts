/**
 * A real HTTP server on 127.0.0.1 (port 0) for lib/api tests: each route is a function of the
 * request, and every request that arrives is recorded, so tests assert what really went over
 * the wire (method, query, headers, body, arrival time).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Hit {
  method: string;
  path: string;
  query: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** performance.now() at arrival. */
  at: number;
}

interface RouteContext {
  hit: Hit;
  req: IncomingMessage;
  res: ServerResponse;
  /** How many requests this path has had, this one included (reset with the server). */
  count: number;
}

/** Return a JSON value to answer it with HTTP 200, or handle `res` yourself and return undefined. */
export type Route = (context: RouteContext) => unknown;

export interface LocalServer {
  url: string;
  hits: Hit[];
  hitsOn(path: string): Hit[];
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

export async function startLocalServer(routes: Record<string, Route>): Promise<LocalServer> {
  const hits: Hit[] = [];
  const counts = new Map<string, number>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = await readBody(req);
      const hit: Hit = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        headers: req.headers,
        body,
        at: performance.now(),
      };
      hits.push(hit);
      const count = (counts.get(url.pathname) ?? 0) + 1;
      counts.set(url.pathname, count);
      const route = routes[url.pathname];
      if (!route) {
        sendJson(res, 404, { code: 3, msg: `no route ${url.pathname}` });
        return;
      }
      const answer = route({ hit, req, res, count });
      if (answer !== undefined) sendJson(res, 200, answer);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    hitsOn: (path) => hits.filter((hit) => hit.path === path),
    reset() {
      hits.length = 0;
      counts.clear();
    },
    close() {
      // Hanging routes keep their sockets open; close() alone would wait for them forever.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
