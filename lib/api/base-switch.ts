/**
 * Which API host a server call goes to (docs/architecture.md §3): the primary, or the fallback for a while after the primary left a call unanswered.
 */
export function createBaseSwitch(config: { primary: string; fallback?: string; holdMs: number; now?: () => number }) {
  const { primary, fallback, holdMs, now = Date.now } = config;
  let switchedAt: number | undefined;
  /** Whether a call to `base` that got no answer moves new calls to the fallback. */
  const switches = (base: string) => fallback !== undefined && fallback !== primary && base === primary;
  return {
    switches,
    /** The host new calls go to now; after the hold the primary gets another chance. */
    current(): string {
      if (fallback !== undefined && switchedAt !== undefined && now() - switchedAt < holdMs) return fallback;
      switchedAt = undefined;
      return primary;
    },
    /** The primary left a call unanswered: returns whether a retry goes straight to the fallback. */
    reportUnanswered(failedBase: string): boolean {
      // Restart the hold even if another call already switched: the primary just failed again.
      if (switches(failedBase)) switchedAt = now();
      return switches(failedBase);
    },
  };
}
