/**
 * Which API host a server-side call goes to (docs/product.md §9, docs/architecture.md §3): the primary, or the
 * fallback for a hold period after the primary left a call unanswered. One instance per client,
 * so clients (and tests) never share the switch.
 */
export interface BaseSwitch {
  /** The host new attempts should use now. */
  current(): string;
  /**
   * The primary left a call unanswered: move to the fallback. Returns whether a retry should go
   * straight to the fallback (false when there is none, or `failedBase` already was the fallback).
   */
  reportUnanswered(failedBase: string): boolean;
}

export interface BaseSwitchConfig {
  primary: string;
  fallback?: string;
  holdMs: number;
  now?: () => number;
}

export function createBaseSwitch({ primary, fallback, holdMs, now = Date.now }: BaseSwitchConfig): BaseSwitch {
  let switchedAt: number | undefined;

  return {
    current() {
      if (fallback === undefined || switchedAt === undefined) return primary;
      if (now() - switchedAt < holdMs) return fallback;
      // Hold over: give the primary another chance.
      switchedAt = undefined;
      return primary;
    },
    reportUnanswered(failedBase) {
      if (fallback === undefined || failedBase !== primary || fallback === primary) return false;
      // Restart the hold even if another call already switched: the primary just failed again.
      switchedAt = now();
      return true;
    },
  };
}
