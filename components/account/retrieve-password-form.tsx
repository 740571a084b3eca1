'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MuiProvider } from '@/components/ui/mui-provider';
import { withReturn } from '@/lib/account/login-events';
import { retrievePassword } from '@/lib/api/islands/account';
import { Link } from '@/lib/i18n/navigation';
import { NewPasswordFormFields } from './address-code-fields';
import { useFailureText } from '@/components/common/use-failure-text';
import { useNewPasswordForm } from './use-new-password-form';
import { usePageLocale } from './use-page-locale';

/** A new password with a code sent to the account's address; then the visitor logs in with it. An MUI island (docs/islands.md). */
export function RetrievePasswordForm({ target }: { target: string }) {
  return (
    <MuiProvider>
      <RetrievePasswordFields target={target} />
    </MuiProvider>
  );
}

function RetrievePasswordFields({ target }: { target: string }) {
  const t = useTranslations('account');
  const locale = usePageLocale();
  const failureText = useFailureText();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const form = useNewPasswordForm('retrieve', {}, setAlert, failureText);
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({})) return;
    setBusy(true);
    setAlert(null);
    try {
      const envelope = await retrievePassword(
        { account: values.address.trim(), code: values.code.trim(), password: values.password, confirmPassword: values.confirmPassword },
        locale,
      );
      if (envelope.code === 0) setDone(true);
      else setAlert(failureText(envelope));
    } catch (error) {
      setAlert(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('retrieveDone')}</Alert>
        <Button component={Link} href={withReturn('/login', target)} variant="contained" size="large" fullWidth>
          {t('loginLink')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <NewPasswordFormFields form={form} passwordLabel={t('newPassword')} />
      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('submitRetrieve')}
      </Button>
    </Stack>
  );
}
