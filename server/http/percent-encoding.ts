/**
 * A URL whose percent-encoding does not decode (`/%ff`, `/files/%c0%ae…`, `?q=%E0%A4%A`) is the
 * caller's mistake: 400 naming the URL, with the usual security headers, before any route reads
 * it (docs/architecture.md §3). Routes then never meet a path or query they cannot decode.
 */
import type { MiddlewareHandler } from 'hono';
import { CODE, fail } from './envelope';

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/** Which part of a request target (path and query, as sent) does not decode, or null. */
function malformedPart(target: string): 'path' | 'query' | null {
  const [pathAndQuery = ''] = target.split('#');
  const mark = pathAndQuery.indexOf('?');
  const path = mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark);
  const query = mark === -1 ? '' : pathAndQuery.slice(mark + 1);
  if (!path.split('/').every(decodes)) return 'path';
  if (!query.split(/[&=]/).every((part) => decodes(part.replace(/\+/g, ' ')))) return 'query';
  return null;
}

export function refuseMalformedUrls(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf('/', url.indexOf('//') + 2);
    const part = malformedPart(start === -1 ? '/' : url.slice(start));
    if (part) return c.json(fail(CODE.invalid, `URL: the ${part} has malformed percent-encoding`), 400);
    await next();
  };
}
