'use client';
import { useCallback, useOptimistic, useTransition } from 'react';
import { useLocaleRouter } from '@/components/common/use-locale-router';

/**
 * The finders' state is their URL: a click navigates to the new view, which the server renders
 * (and caches). `pending` holds while that render is on its way, so the island can say so.
 */
export function useUrlNavigation(): { navigate: (href: string) => void; pending: boolean } {
  const router = useLocaleRouter();
  const [pending, startTransition] = useTransition();
  // The page stays where it is: scrolling to the top on every tick would lose the visitor's place.
  const navigate = useCallback((href: string) => startTransition(() => router.push(href, { scroll: false })), [router]);
  return { navigate, pending };
}

/**
 * URL state shown optimistically: a tick shows at once, while the server renders the view it
 * asks for; when that view arrives its props take over (or the old state returns on failure).
 * `hrefOf` must be a stable function.
 */
export function useUrlState<T>(state: T, hrefOf: (state: T) => string): { state: T; go: (next: T) => void; pending: boolean } {
  const router = useLocaleRouter();
  const [pending, startTransition] = useTransition();
  const [shown, show] = useOptimistic(state);
  const go = useCallback(
    (next: T) =>
      startTransition(() => {
        show(next);
        router.push(hrefOf(next), { scroll: false });
      }),
    [router, hrefOf, show],
  );
  return { state: shown, go, pending };
}
