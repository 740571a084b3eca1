/**
 * Preloaded into the storefront's server (node --import, scripts/storefront-command.mjs): a
 * request whose path has malformed percent-encoding is answered 400 here, with the security
 * headers, before Next turns it into a bare 500 (lib/malformed-path.mjs).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { malformedPathAnswer } from '../lib/malformed-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const messages = Object.fromEntries(['en', 'zh'].map((locale) => [locale, JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'))]));
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitUnlessMalformed(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
    const answer = malformedPathAnswer(request.url ?? '/', messages);
    if (answer) {
      response.writeHead(answer.status, answer.headers);
      response.end(request.method === 'HEAD' ? undefined : answer.body);
      return true;
    }
  }
  return emit.call(this, event, ...args);
};
