/**
 * The jsapi ticket the signatures use, asked of WeChat only when the one held is about to expire
 * (docs/product.md, "Sharing in WeChat"). Token and ticket last `expires_in` seconds (normally
 * 7200); both are renewed `refreshEarlyMs` before that, so a signature never carries a ticket in
 * its last minutes. One renewal at a time per process: callers meanwhile wait for it. After a
 * failure WeChat is left alone for `retryAfterFailureMs` (its daily quota of tokens is small), and
 * a ticket still valid keeps being used.
 */
import type { CredentialStore, StoredCredential } from './credential-store';
import type { WechatSettings } from './settings.mjs';
import { fetchAccessToken, fetchJsapiTicket, WechatApiError, type Expiring } from './wechat-api';

interface TicketSourceOptions {
  settings: WechatSettings;
  store: CredentialStore;
  /** Limit of each WeChat call. */
  timeoutMs?: number;
  refreshEarlyMs?: number;
  retryAfterFailureMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface TicketSource {
  ticket(): Promise<string>;
}

export function createTicketSource({
  settings,
  store,
  timeoutMs = 5_000,
  refreshEarlyMs = 5 * 60_000,
  retryAfterFailureMs = 30_000,
  now = Date.now,
  log = console.warn,
}: TicketSourceOptions): TicketSource {
  let refreshing: Promise<string> | undefined;
  let failure: { until: number; error: unknown } | undefined;

  const stored = ({ value, expiresInSeconds }: Expiring): StoredCredential => {
    const at = now();
    const lifetime = expiresInSeconds * 1000;
    // Halfway through a lifetime too short for the margin (never so with WeChat's 7200 s).
    return { value, expiresAt: at + lifetime, refreshAt: at + Math.max(lifetime - refreshEarlyMs, lifetime / 2) };
  };

  async function accessToken(fresh: boolean): Promise<string> {
    const held = fresh ? undefined : await store.read('access-token');
    if (held && held.refreshAt > now()) return held.value;
    const token = stored(await fetchAccessToken(settings, timeoutMs));
    await store.write('access-token', token);
    return token.value;
  }

  async function renew(): Promise<string> {
    let answer: Expiring;
    try {
      answer = await fetchJsapiTicket(settings, await accessToken(false), timeoutMs);
    } catch (error) {
      // Whoever else holds the secret may have taken a new token, which ends ours: one more try with a fresh one.
      if (!(error instanceof WechatApiError && error.tokenRefused)) throw error;
      answer = await fetchJsapiTicket(settings, await accessToken(true), timeoutMs);
    }
    const ticket = stored(answer);
    await store.write('jsapi-ticket', ticket);
    return ticket.value;
  }

  function renewOnce(): Promise<string> {
    if (failure && failure.until > now()) return Promise.reject(failure.error);
    refreshing ??= renew()
      .then(
        (ticket) => {
          failure = undefined;
          return ticket;
        },
        (error: unknown) => {
          failure = { until: now() + retryAfterFailureMs, error };
          // Once per attempt, not per request: the messages name no secret and no token.
          log(`WeChat share: the jsapi ticket was not renewed (${error instanceof Error ? error.message : String(error)})`);
          throw error;
        },
      )
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  return {
    async ticket() {
      const held = await store.read('jsapi-ticket');
      if (held && held.refreshAt > now()) return held.value;
      try {
        return await renewOnce();
      } catch (error) {
        // The ticket held is renewed early, so it still works for a few minutes.
        if (held) return held.value;
        throw error;
      }
    },
  };
}
