import 'server-only';
/**
 * Expires cache tags in the storefront's cache store at once (docs/deploying.md). Next applies a
 * route handler's revalidateTag only after the handler has answered, so a proxy purged inside the
 * handler could be refilled, in that moment, with the page being replaced, and keep it for its
 * s-maxage. The revalidation route therefore expires the tags here first, through the same
 * handlers cache-handler.mjs gave Next (found on globalThis, since Next loads that file outside
 * the bundle), then purges; Next's own revalidation that follows finds nothing left to do.
 */

/** The key cache-handler.mjs keeps its stores under (lib/next-cache/stores.mjs builds them). */
const STORES = Symbol.for('labshop.nextCacheStores');

interface CacheStores {
  handlers: { revalidateTag(tag: string): Promise<void> }[];
  marks: { mark(tags: string[]): Promise<void> };
}

/** Answers false when this process has no cache handler yet (nothing cached, nothing to expire). */
export async function expireTagsNow(tags: readonly string[], { stale }: { stale: boolean }): Promise<boolean> {
  const stores = (globalThis as Record<symbol, CacheStores | undefined>)[STORES];
  if (!stores) return false;
  // A stale refresh keeps the entries and marks them (cache-handler.mjs); an expiry drops them.
  if (stale) await stores.marks.mark([...tags]);
  else await Promise.allSettled(tags.flatMap((tag) => stores.handlers.map((handler) => handler.revalidateTag(tag))));
  return true;
}
