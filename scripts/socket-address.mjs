/**
 * Preloaded into the storefront's server (node --import, scripts/start.mjs): every request gets
 * the socket's peer address in one header the client cannot set, since Next exposes no socket to
 * route handlers and keeps a client's own X-Forwarded-For. lib/client-address.ts reads it
 * (docs/architecture.md §4 security, TRUST_PROXY_HOPS). A path whose percent-encoding does not
 * decode is answered here with 400 and the security headers, before Next turns it into a bare
 * 500 (lib/malformed-url.mjs).
 */
import http from 'node:http';
import { malformedPathAnswer } from '../lib/malformed-url.mjs';

const HEADER = 'x-labshop-socket-address';
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithSocketAddress(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
    const refused = malformedPathAnswer(request.url ?? '/');
    if (refused) {
      response.writeHead(refused.status, refused.headers);
      response.end(request.method === 'HEAD' ? undefined : refused.body);
      return true;
    }
    request.headers[HEADER] = request.socket?.remoteAddress ?? '';
  }
  return emit.call(this, event, ...args);
};
