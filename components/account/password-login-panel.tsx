'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { checkAccount, checkCurrentPassword, problemsOf } from '@/lib/account/credentials';
import { AddressField } from './address-field';
import { PasswordField } from './password-field';
import { useFieldProblems } from './use-field-problems';
import { useLoginAttempt } from './use-session-login';

/** Login with a mobile number or email address and the password. */
export function PasswordLoginPanel({ target }: { target: string }) {
  const t = useTranslations('account');
  const { alert, busy, attempt } = useLoginAttempt(target);
  const fields = useFieldProblems<'account' | 'password'>();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf({ account: checkAccount(account), password: checkCurrentPassword(password) });
    fields.setProblems(found);
    if (Object.keys(found).length) return;
    await attempt({ method: 'password', account: account.trim(), password });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <AddressField
        id={`${id}-account`}
        name="username"
        kind="account"
        value={account}
        onChange={(value) => {
          setAccount(value);
          fields.clear('account');
        }}
        error={fields.messageOf('account')}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('password')}
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          fields.clear('password');
        }}
        error={fields.messageOf('password')}
      />
      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('submitLogin')}
      </Button>
    </Stack>
  );
}
