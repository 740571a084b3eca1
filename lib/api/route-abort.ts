/**
 * Route-change cancellation for island requests (docs/product.md §4, docs/architecture.md §4): every request joins
 * a scope; a route change aborts what is pending, except while the visitor stays within
 * goods-list, product or testingService (their filters and pagers change the URL in place).
 */
import { cancelledError, TRANSPORT_MESSAGE_KEY, TRANSPORT_CODE } from './errors';

export const ROUTE_CANCELLED_KEY = TRANSPORT_MESSAGE_KEY[TRANSPORT_CODE.cancelled];

const KEEP_SECTIONS: ReadonlySet<string> = new Set(['goods-list', 'product', 'testingService']);
const LOCALE_PREFIXES: ReadonlySet<string> = new Set(['en', 'zh']);

/** The first path segment after the locale: '/zh/goods-list?id=CP001' → 'goods-list'. */
export function routeSection(path: string): string {
  const { pathname } = new URL(path, 'http://localhost');
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const start = first !== undefined && LOCALE_PREFIXES.has(first) ? 1 : 0;
  return segments[start] ?? '';
}

export function keepsRequestsOnRouteChange(fromPath: string, toPath: string): boolean {
  const from = routeSection(fromPath);
  return KEEP_SECTIONS.has(from) && from === routeSection(toPath);
}

export interface RouteAbortMembership {
  signal: AbortSignal;
  /** Call when the request settles, so the scope does not hold finished controllers. */
  leave(): void;
}

export interface RouteAbortScope {
  join(): RouteAbortMembership;
  /** Aborts pending requests unless the rules keep them; returns whether it aborted. */
  abortOnRouteChange(fromPath: string, toPath: string): boolean;
  abortAll(): void;
  /** Requests currently pending in the scope. */
  readonly size: number;
}

export function createRouteAbortScope(): RouteAbortScope {
  const pending = new Set<AbortController>();

  function abortAll() {
    // The abort reason is what each pending request rejects with: ApiError code -3.
    for (const controller of pending) controller.abort(cancelledError());
    pending.clear();
  }

  return {
    join() {
      const controller = new AbortController();
      pending.add(controller);
      return { signal: controller.signal, leave: () => pending.delete(controller) };
    },
    abortOnRouteChange(fromPath, toPath) {
      if (keepsRequestsOnRouteChange(fromPath, toPath)) return false;
      abortAll();
      return true;
    },
    abortAll,
    get size() {
      return pending.size;
    },
  };
}

/** The scope browser clients join unless given another; the app's navigation listener drives it. */
export const routeAbortScope: RouteAbortScope = createRouteAbortScope();
