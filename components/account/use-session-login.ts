'use client';
/**
 * Logging in from a form: POST /api/session with the credentials and the guest's device data,
 * then clearing what merged, telling every island, and going where the visitor was headed.
 */
import { useCallback } from 'react';
import { clearMergedGuestDevice, readGuestDevice } from '@/lib/account/guest-device';
import type { MergeResult } from '@/lib/account/guest-merge';
import type { LoginCredentials } from '@/lib/account/login-paths';
import { browserApi } from '@/lib/api/browser';
import { useRouter } from '@/lib/i18n/navigation';
import { refreshCustomer } from './use-customer';
import { usePageLocale } from './use-page-locale';

interface SessionAnswer {
  loggedIn: boolean;
  merged?: Partial<MergeResult>;
}

export type LoginOutcome = { ok: true } | { ok: false; failure: unknown };

/** `target`: a locale-free path on this site (see afterLoginTarget). */
export function useSessionLogin(target: string): (credentials: LoginCredentials) => Promise<LoginOutcome> {
  const locale = usePageLocale();
  const router = useRouter();
  return useCallback(
    async (credentials: LoginCredentials): Promise<LoginOutcome> => {
      try {
        const guest = await readGuestDevice();
        const envelope = await browserApi.call<SessionAnswer>('post', '/session', { ...credentials, guest }, { locale });
        if (envelope.code !== 0) return { ok: false, failure: envelope.msg };
        await clearMergedGuestDevice(envelope.data?.merged);
        await refreshCustomer();
        router.replace(target);
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: error };
      }
    },
    [locale, router, target],
  );
}
