'use client';
import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MuiProvider } from '@/components/ui/mui-provider';
import { COMPANY_NAME_MAX_LENGTH, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH, checkOptionalText, checkRequiredText } from '@/lib/account/credentials';
import { NewPasswordFormFields } from './address-code-fields';
import { useLoginAttempt } from './use-session-login';
import { useNewPasswordForm } from './use-new-password-form';

/** Registration by mobile number or email with a code; a registered customer is logged in at once. An MUI island (docs/islands.md). */
export function RegisterForm({ target }: { target: string }) {
  return (
    <MuiProvider>
      <RegisterFields target={target} />
    </MuiProvider>
  );
}

/** The customer's own text fields: their name (required) and company. */
const PROFILE_FIELDS = [
  { field: 'userName', id: 'name', name: 'name', maxLength: USER_NAME_MAX_LENGTH, required: true },
  { field: 'companyName', id: 'company', name: 'organization', maxLength: COMPANY_NAME_MAX_LENGTH, required: false },
] as const;

function RegisterFields({ target }: { target: string }) {
  const t = useTranslations('account');
  const { alert, setAlert, busy, attempt, failureText } = useLoginAttempt(target);
  const form = useNewPasswordForm('register', { userName: '', companyName: '' }, setAlert, failureText);
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.check({
      userName: checkRequiredText(values.userName, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH),
      companyName: checkOptionalText(values.companyName, COMPANY_NAME_MAX_LENGTH),
    });
    if (!valid) return;
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
      <NewPasswordFormFields form={form} passwordLabel={t('password')} />
      {PROFILE_FIELDS.map(({ field, id, name, maxLength, required }) => (
        <TextField
          key={field}
          id={`${form.id}-${id}`}
          name={name}
          label={t(field)}
          value={values[field]}
          onChange={(event) => form.change(field)(event.target.value)}
          error={Boolean(form.messageOf(field))}
          helperText={form.messageOf(field)}
          required={required}
          fullWidth
          slotProps={{ htmlInput: { autoComplete: name, maxLength } }}
        />
      ))}
      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <Button type="submit" variant="contained" size="large" loading={busy} fullWidth>
        {t('submitRegister')}
      </Button>
    </Stack>
  );
}
