'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MuiProvider } from '@/components/ui/mui-provider';
import {
  COMPANY_NAME_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  checkAccount,
  checkCode,
  checkConfirmPassword,
  checkNewPassword,
  checkOptionalText,
  checkRequiredText,
  problemsOf,
  type Channel,
} from '@/lib/account/credentials';
import { AddressCodeFields, NewPasswordFields } from './address-code-fields';
import { useCodeSender } from './use-code-sender';
import { useFieldProblems } from './use-field-problems';
import { useLoginAttempt } from './use-session-login';

type Field = 'address' | 'code' | 'password' | 'confirmPassword' | 'userName' | 'companyName';

/** Registration by mobile number or email with a code; a registered customer is logged in at once. An MUI island (docs/islands.md). */
export function RegisterForm({ target }: { target: string }) {
  return (
    <MuiProvider>
      <RegisterFields target={target} />
    </MuiProvider>
  );
}

function RegisterFields({ target }: { target: string }) {
  const t = useTranslations('account');
  const { alert, setAlert, busy, attempt, failureText } = useLoginAttempt(target);
  const [channel, setChannel] = useState<Channel>('mobile');
  const sender = useCodeSender(channel, 'register');
  const fields = useFieldProblems<Field>();
  const [values, setValues] = useState<Record<Field, string>>({ address: '', code: '', password: '', confirmPassword: '', userName: '', companyName: '' });
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
      userName: checkRequiredText(values.userName, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH),
      companyName: checkOptionalText(values.companyName, COMPANY_NAME_MAX_LENGTH),
    });
    fields.setProblems(found);
    if (Object.keys(found).length) return;
    await attempt({
      method: 'register',
      account: values.address.trim(),
      code: values.code.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      userName: values.userName.trim(),
      companyName: values.companyName.trim() || undefined,
    });
  };

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
        label={t('password')}
        password={values.password}
        confirmPassword={values.confirmPassword}
        onPasswordChange={change('password')}
        onConfirmPasswordChange={change('confirmPassword')}
        messageOf={fields.messageOf}
      />
      <TextField
        id={`${id}-name`}
        name="name"
        label={t('userName')}
        value={values.userName}
        onChange={(event) => change('userName')(event.target.value)}
        error={Boolean(fields.messageOf('userName'))}
        helperText={fields.messageOf('userName')}
        required
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'name', maxLength: USER_NAME_MAX_LENGTH } }}
      />
      <TextField
        id={`${id}-company`}
        name="organization"
        label={t('companyName')}
        value={values.companyName}
        onChange={(event) => change('companyName')(event.target.value)}
        error={Boolean(fields.messageOf('companyName'))}
        helperText={fields.messageOf('companyName')}
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'organization', maxLength: COMPANY_NAME_MAX_LENGTH } }}
      />
      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('submitRegister')}
      </Button>
    </Stack>
  );
}
