'use client';
/**
 * The login prompt (SPEC.md §4, §8), mounted once in the layout. It opens when lib/api reports
 * an expired session (code 402, RELOGIN_EVENT) or an island asks for a login (requestLogin),
 * and offers the login page with a way back to where the visitor is.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LinkButton } from '@/components/common/links';
import { RELOGIN_EVENT } from '@/lib/api/browser';
import { LOGIN_REQUIRED_EVENT, loginHrefFor, type LoginRequiredDetail } from '@/lib/account/login-events';
import { splitLocale } from '@/lib/i18n/locales';
import { refreshCustomer } from './use-customer';

export { LOGIN_REQUIRED_EVENT, requestLogin, type LoginRequiredDetail } from '@/lib/account/login-events';

type Prompt = { kind: 'expired' } | { kind: 'required'; reason?: string };

export function LoginPrompt() {
  const t = useTranslations('loginPrompt');
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [returnPath, setReturnPath] = useState('/');
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const open = (next: Prompt) => {
      // Read from the address bar: catalogue pages are served from rewritten internal paths.
      setReturnPath(`${splitLocale(window.location.pathname).pathname}${window.location.search}`);
      setPrompt(next);
    };
    const onExpired = () => {
      // The BFF has already cleared the cookie; islands drop their logged-in view now.
      void refreshCustomer();
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

  const close = () => setPrompt(null);
  const text = prompt?.kind === 'expired' ? t('expired') : prompt?.reason || t('required');

  return (
    <Dialog open={prompt !== null} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        <LinkButton href={loginHrefFor(returnPath)} variant="contained" onClick={close}>
          {t('login')}
        </LinkButton>
      </DialogActions>
    </Dialog>
  );
}
