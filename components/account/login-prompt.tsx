'use client';
/**
 * The login prompt (docs/product.md §4, §8), mounted once in the layout. It opens when lib/api reports
 * an expired session (code 402, RELOGIN_EVENT) or an island asks for a login (requestLogin),
 * and offers the login page with a way back to where the visitor is. Only the listener is in
 * every page's first load; the MUI dialog loads on the first prompt (docs/islands.md).
 */
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { RELOGIN_EVENT } from '@/lib/api/relogin-event';
import { LOGIN_REQUIRED_EVENT, type LoginRequiredDetail } from '@/lib/account/login-events';
import { splitLocale } from '@/lib/i18n/locales';

const LoginPromptDialog = dynamic(() => import('./login-prompt-dialog').then((module) => module.LoginPromptDialog), { ssr: false });

type Prompt = { kind: 'expired' } | { kind: 'required'; reason?: string };

interface PromptState {
  prompt: Prompt;
  open: boolean;
  returnPath: string;
}

export function LoginPrompt() {
  const t = useTranslations('loginPrompt');
  // null until the first prompt; kept afterwards (closed) so the dialog can animate out.
  const [state, setState] = useState<PromptState | null>(null);

  useEffect(() => {
    const open = (prompt: Prompt) => {
      // Read from the address bar: catalogue pages are served from rewritten internal paths.
      const returnPath = `${splitLocale(window.location.pathname).pathname}${window.location.search}`;
      setState({ prompt, open: true, returnPath });
    };
    const onExpired = () => {
      // The BFF has already cleared the cookie; islands drop their logged-in view now. The
      // session client (SWR) is not in the page's first load: it comes with the first prompt.
      void import('./use-customer').then((module) => module.refreshCustomer());
      open({ kind: 'expired' });
    };
    const onRequired = (event: Event) => open({ kind: 'required', reason: (event as CustomEvent<LoginRequiredDetail | undefined>).detail?.reason });
    window.addEventListener(RELOGIN_EVENT, onExpired);
    window.addEventListener(LOGIN_REQUIRED_EVENT, onRequired);
    return () => {
      window.removeEventListener(RELOGIN_EVENT, onExpired);
      window.removeEventListener(LOGIN_REQUIRED_EVENT, onRequired);
    };
  }, []);

  if (!state) return null;
  const { prompt } = state;
  const text = prompt.kind === 'expired' ? t('expired') : prompt.reason || t('required');
  return <LoginPromptDialog open={state.open} text={text} returnPath={state.returnPath} onClose={() => setState({ ...state, open: false })} />;
}
