/**
 * How a storefront process is started, in one place: `npm start` (scripts/start.mjs), the scale
 * test, the fault journeys, the CPU bench, and docs/deploying.md's start line.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Next's command line, for `next build` and `next start`. */
export const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next');

/** Node's arguments that start the storefront's production build on `port`. */
export function storefrontArgs(port) {
  return [
    // Gives route handlers the socket's peer, for TRUST_PROXY_HOPS (lib/client-address.ts).
    '--import',
    path.join(root, 'scripts/socket-address.mjs'),
    // Paths Next cannot decode answer 400 with the security headers, not a bare 500.
    '--import',
    path.join(root, 'scripts/refuse-malformed-paths.mjs'),
    // A page that fails while the API gets no answer is a 503 with Retry-After, not a 500.
    '--import',
    path.join(root, 'scripts/api-outage-status.mjs'),
    NEXT_BIN,
    'start',
    '-p',
    String(port),
    // Idle keep-alive connections stay open longer than clients and proxies keep theirs (Node's
    // 5 s default races a client reusing a socket the server is closing: ECONNRESET).
    '--keepAliveTimeout',
    '65000',
  ];
}
