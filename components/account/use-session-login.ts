'use client';
/**
 * Logging in from a form: POST /api/session with the credentials and the guest's device data,
 * then clearing what merged, telling every island, and going where the visitor was headed.
 */
import { useCallback, useState } from 'react';
import { useFailureText } from '@/components/common/use-failure-text';
import { clearMergedGuestDevice, readGuestDevice } from '@/lib/account/guest-device';
import { logIn } from '@/lib/api/islands/account';
import type { LoginCredentials } from '@/lib/api/login-paths';
import { useRouter } from '@/lib/i18n/navigation';
import { safeRedirectTarget } from '@/lib/redirect-target';
import { refreshCustomer } from './use-customer';
import { usePageLocale } from './use-page-locale';

export type LoginOutcome = { ok: true } | { ok: false; failure: unknown };

/** `target`: a locale-free path on this site (see afterLoginTarget). */
function useSessionLogin(target: string): (credentials: LoginCredentials) => Promise<LoginOutcome> {
  const locale = usePageLocale();
  const router = useRouter();
  return useCallback(
    async (credentials: LoginCredentials): Promise<LoginOutcome> => {
      try {
        const guest = await readGuestDevice();
        const envelope = await logIn(credentials, guest, locale);
        if (envelope.code !== 0) return { ok: false, failure: envelope };
        await clearMergedGuestDevice(envelope.data?.merged);
        await refreshCustomer();
        // Checked again where it is used: the one sanitiser of docs/architecture.md §4 security.
        router.replace(safeRedirectTarget(target));
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: error };
      }
    },
    [locale, router, target],
  );
}

/**
 * A login form's submit state: `attempt` logs in, keeping the button busy; on success the page
 * is left (so the button stays busy until then), on failure `alert` says why.
 */
export function useLoginAttempt(target: string) {
  const logIn = useSessionLogin(target);
  const failureText = useFailureText();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (credentials: LoginCredentials): Promise<void> => {
    setBusy(true);
    setAlert(null);
    const outcome = await logIn(credentials);
    if (!outcome.ok) {
      setAlert(failureText(outcome.failure));
      setBusy(false);
    }
  };
  return { alert, setAlert, busy, attempt, failureText };
}
