/**
 * Preloaded into the storefront's server (node --import, scripts/start.mjs): every request gets
 * the socket's peer address in one header the client cannot set, since Next exposes no socket to
 * route handlers and keeps a client's own X-Forwarded-For. lib/client-address.ts reads it
 * (docs/architecture.md §4 security, TRUST_PROXY_HOPS).
 */
import http from 'node:http';

const HEADER = 'x-labshop-socket-address';
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithSocketAddress(event, ...args) {
  if (event === 'request') {
    const [request] = args;
    request.headers[HEADER] = request.socket?.remoteAddress ?? '';
  }
  return emit.call(this, event, ...args);
};
