/**
 * Route-change cancellation for island requests (docs/architecture.md §4): each request joins a
 * scope, and a route change aborts what is pending, except while the visitor stays within
 * goods-list, product or testingService (their filters and pagers change the URL in place).
 */
import { cancelledError } from './errors';

const KEEP_SECTIONS: ReadonlySet<string> = new Set(['goods-list', 'product', 'testingService']);

/** The first path segment after the locale: '/zh/goods-list?id=CP001' → 'goods-list'. */
function routeSection(path: string): string {
  const segments = new URL(path, 'http://localhost').pathname.split('/').filter(Boolean);
  return (segments[0] === 'en' || segments[0] === 'zh' ? segments[1] : segments[0]) ?? '';
}

/** @internal */
export function keepsRequestsOnRouteChange(fromPath: string, toPath: string): boolean {
  const from = routeSection(fromPath);
  return KEEP_SECTIONS.has(from) && from === routeSection(toPath);
}

/** @internal */
export function createRouteAbortScope() {
  const pending = new Set<AbortController>();
  return {
    /** A signal for one request; leave() when it settles. */
    join() {
      const controller = new AbortController();
      pending.add(controller);
      return { signal: controller.signal, leave: () => pending.delete(controller) };
    },
    /** Aborts pending requests, with ApiError -3 as the reason, unless the rules keep them. */
    abortOnRouteChange(fromPath: string, toPath: string): boolean {
      if (keepsRequestsOnRouteChange(fromPath, toPath)) return false;
      for (const controller of pending) controller.abort(cancelledError());
      pending.clear();
      return true;
    },
    get size() {
      return pending.size;
    },
  };
}

export type RouteAbortScope = ReturnType<typeof createRouteAbortScope>;

export const routeAbortScope: RouteAbortScope = createRouteAbortScope(); // joined unless a client is given another
