'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkAccount, checkCode, problemsOf, type Channel } from '@/lib/account/credentials';
import { AddressField } from './address-field';
import { CodeField } from './code-field';
import { useCodeSender } from './use-code-sender';
import { useFieldProblems } from './use-field-problems';
import { useLoginAttempt } from './use-session-login';

/** Login with a code sent to a mobile number or an email address; an unknown address gets an account. */
export function CodeLoginPanel({ channel, target }: { channel: Channel; target: string }) {
  const t = useTranslations('account');
  const { alert, setAlert, busy, attempt, failureText } = useLoginAttempt(target);
  const sender = useCodeSender(channel, 'login');
  const fields = useFieldProblems<'address' | 'code'>();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const id = useId();

  const requestCode = async () => {
    const problem = checkAccount(address, channel);
    fields.setOne('address', problem);
    if (problem) return;
    setAlert(null);
    const outcome = await sender.send(address.trim());
    if (!outcome.ok) setAlert(failureText(outcome.failure));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf({ address: checkAccount(address, channel), code: checkCode(code) });
    fields.setProblems(found);
    if (Object.keys(found).length) return;
    await attempt(
      channel === 'mobile' ? { method: 'mobile', mobile: address.trim(), code: code.trim() } : { method: 'email', email: address.trim(), code: code.trim() },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <AddressField
        id={`${id}-address`}
        name={channel}
        kind={channel}
        value={address}
        onChange={(value) => {
          setAddress(value);
          fields.clear('address');
        }}
        error={fields.messageOf('address')}
      />
      <CodeField
        id={`${id}-code`}
        value={code}
        onChange={(value) => {
          setCode(value);
          fields.clear('code');
        }}
        error={fields.messageOf('code')}
        sender={sender}
        onRequestCode={() => void requestCode()}
      />
      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('submitLogin')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('codeLoginHint')}
      </Typography>
    </Stack>
  );
}
