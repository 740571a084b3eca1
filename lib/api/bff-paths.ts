/**
 * The contract paths the BFF forwards (docs/architecture.md §4, docs/product.md §7): exactly the
 * operations whose descriptor says `islands` (contract/operations), nothing else. A request path is
 * matched only after it has been decoded and normalised, and the path forwarded is rebuilt from the
 * descriptor, never the visitor's spelling, so encoded dot segments or backslashes cannot walk to
 * another API route.
 *
 * Never islands on purpose: the calls that answer a login token (POST /api/session seals the token
 * into the cookie), logout (DELETE /api/session), the sitemap feed (server only), the staff and dev
 * endpoints. Upload chunks (multipart) have their own route, app/api/file/chunk.
 */
import type { Operation } from '@/contract/operation';
import { OPERATIONS } from '@/contract/operations';

const ISLAND_OPERATIONS = OPERATIONS.filter((operation) => operation.islands);

/** The fixed paths, and the paths that end in one `{parameter}` by their prefix. */
const FORWARDED = new Map(ISLAND_OPERATIONS.filter(({ path }) => !path.includes('{')).map((operation) => [operation.path, operation]));
const FORWARDED_BY_PREFIX = ISLAND_OPERATIONS.filter(({ path }) => path.includes('{')).map((operation) => {
  if (!/\/\{\w+\}$/.test(operation.path)) throw new Error(`${operation.path}: an island path takes one trailing parameter at most`);
  return { prefix: operation.path.slice(0, operation.path.lastIndexOf('/') + 1), operation };
});

/** An id segment: digits or a category code (CP001), nothing that could spell a path. */
const ID_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** Decoding rounds before a still-encoded path is refused (`%252e` is encoded twice). */
const DECODE_ROUNDS = 3;

export interface ForwardedOperation {
  /** The path to call, the descriptor's with its parameter filled. */
  path: string;
  operation: Operation;
}

/**
 * The operation `rawPath` (the URL path after `/api`, still percent-encoded) asks for, once
 * percent-decoded until stable; null when it is not one islands may call. Backslashes, empty, dot
 * or control-character segments and anything still encoded after three rounds never match.
 */
export function forwardedOperation(rawPath: string): ForwardedOperation | null {
  let path = rawPath;
  for (let round = 0; round < DECODE_ROUNDS && path.includes('%'); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  // Control characters are exactly what is refused.
  if (path.includes('%') || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path)) return null;
  const segments = path.split('/');
  if (segments[0] !== '' || segments.slice(1).some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const fixed = FORWARDED.get(path);
  if (fixed) return { path: fixed.path, operation: fixed };
  for (const { prefix, operation } of FORWARDED_BY_PREFIX) {
    const id = path.slice(prefix.length);
    if (path.startsWith(prefix) && ID_SEGMENT.test(id)) return { path: prefix + id, operation };
  }
  return null;
}
