/**
 * Preloaded into the storefront's server (node --import, scripts/storefront-command.mjs), the
 * last word on each answer's head:
 * - a page that could not be rendered (500) while the catalogue API gets no answer is sent as
 *   503 with Retry-After (lib/api-outage.mjs): the localised error page, for a moment, not a
 *   broken shop. A cached page is still served as it was.
 * - a redirect carries one Location header, not the two of a freshly rendered redirect
 *   (lib/single-location.mjs).
 */
import http from 'node:http';
import { pageStatusDuringOutage } from '../lib/api-outage.mjs';
import { singleLocation } from '../lib/single-location.mjs';

const writeHead = http.ServerResponse.prototype.writeHead;

http.ServerResponse.prototype.writeHead = function writeHeadDuringOutage(statusCode, ...rest) {
  if (!this.headersSent && this.hasHeader('location')) this.setHeader('location', singleLocation(this.getHeader('location')));
  const target = this.req?.url ?? '/';
  const path = target.split(/[?#]/, 1)[0];
  const { status, retryAfter } = pageStatusDuringOutage(path, statusCode);
  if (status !== statusCode) {
    this.statusMessage = 'Service Unavailable';
    if (retryAfter && !this.headersSent) {
      this.setHeader('Retry-After', retryAfter);
      this.setHeader('Cache-Control', 'no-store');
    }
    // writeHead(status, message?, headers?): a message given for the 500 is dropped with it.
    return writeHead.call(this, status, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest));
  }
  return writeHead.call(this, statusCode, ...rest);
};
