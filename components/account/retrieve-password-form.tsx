'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MuiProvider } from '@/components/ui/mui-provider';
import { checkAccount, checkCode, checkConfirmPassword, checkNewPassword, problemsOf, type Channel } from '@/lib/account/credentials';
import { withReturn } from '@/lib/account/login-events';
import { retrievePassword } from '@/lib/api/islands/account';
import { Link } from '@/lib/i18n/navigation';
import { AddressCodeFields, NewPasswordFields } from './address-code-fields';
import { useCodeSender } from './use-code-sender';
import { useFailureText } from '@/components/common/use-failure-text';
import { useFieldProblems } from './use-field-problems';
import { usePageLocale } from './use-page-locale';

type Field = 'address' | 'code' | 'password' | 'confirmPassword';

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
  const [channel, setChannel] = useState<Channel>('mobile');
  const sender = useCodeSender(channel, 'retrieve');
  const fields = useFieldProblems<Field>();
  const [values, setValues] = useState<Record<Field, string>>({ address: '', code: '', password: '', confirmPassword: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const id = useId();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };

  const requestCode = async () => {
    const problem = checkAccount(values.address, channel);
    fields.setOne('address', problem);
    if (problem) return;
    setAlert(null);
    const outcome = await sender.send(values.address.trim());
    if (!outcome.ok) setAlert(failureText(outcome.failure));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf<Field>({
      address: checkAccount(values.address, channel),
      code: checkCode(values.code),
      password: checkNewPassword(values.password),
      confirmPassword: checkConfirmPassword(values.password, values.confirmPassword),
    });
    fields.setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setAlert(null);
    try {
      const envelope = await retrievePassword(
        { account: values.address.trim(), code: values.code.trim(), password: values.password, confirmPassword: values.confirmPassword },
        locale,
      );
      if (envelope.code === 0) setDone(true);
      else setAlert(failureText(envelope.msg));
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
      <AddressCodeFields
        id={id}
        channel={channel}
        onChannelChange={(next) => {
          setChannel(next);
          setValues((current) => ({ ...current, address: '', code: '' }));
          fields.clear('address');
        }}
        address={values.address}
        code={values.code}
        onAddressChange={change('address')}
        onCodeChange={change('code')}
        messageOf={fields.messageOf}
        sender={sender}
        onRequestCode={() => void requestCode()}
      />
      <NewPasswordFields
        id={id}
        label={t('newPassword')}
        password={values.password}
        confirmPassword={values.confirmPassword}
        onPasswordChange={change('password')}
        onConfirmPasswordChange={change('confirmPassword')}
        messageOf={fields.messageOf}
      />
      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('submitRetrieve')}
      </Button>
    </Stack>
  );
}
