'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { CodeField } from '@/components/account/code-field';
import { PasswordField } from '@/components/account/password-field';
import { useFieldProblems } from '@/components/account/use-field-problems';
import { usePageLocale } from '@/components/account/use-page-locale';
import { FormAlertMessage, useFormSending } from '@/components/common/use-form-sending';
import { MuiProvider } from '@/components/ui/mui-provider';
import { checkCode, checkConfirmPassword, checkCurrentPassword, checkNewPassword, problemsOf, type Channel } from '@/lib/account/credentials';
import { changePassword } from '@/lib/api/islands/centre';
import { useSecurityCode } from './use-security-code';

type Proof = 'password' | 'code';
type Field = 'oldPassword' | 'code' | 'password' | 'confirmPassword';

/**
 * A new password after the current one or a code sent to the account's own address (docs/product.md
 * §10.3); the passwords must match and not be empty (§5). Other devices are logged out. An MUI island.
 */
export function PasswordChangeForm({ channels }: { channels: Channel[] }) {
  return (
    <MuiProvider>
      <PasswordChangeFields channels={channels} />
    </MuiProvider>
  );
}

function PasswordChangeFields({ channels }: { channels: Channel[] }) {
  const t = useTranslations('accountSecurity');
  const locale = usePageLocale();
  const [proof, setProof] = useState<Proof>('password');
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'email');
  const sender = useSecurityCode(channel);
  const fields = useFieldProblems<Field>();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', code: '', password: '', confirmPassword: '' });
  const sending = useFormSending();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };

  const requestCode = async () => {
    sending.clear();
    const outcome = await sender.send('');
    if (!outcome.ok) sending.fail(outcome.failure);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf<Field>({
      oldPassword: proof === 'password' ? checkCurrentPassword(values.oldPassword) : null,
      code: proof === 'code' ? checkCode(values.code) : null,
      password: checkNewPassword(values.password),
      confirmPassword: checkConfirmPassword(values.password, values.confirmPassword),
    });
    fields.setProblems(found);
    if (Object.keys(found).length) return;
    const proofFields = proof === 'password' ? { oldPassword: values.oldPassword } : { code: values.code.trim(), channel };
    await sending.send(() => changePassword({ ...proofFields, password: values.password, confirmPassword: values.confirmPassword }, locale), {
      success: t('passwordChanged'),
      then: () => setValues({ oldPassword: '', code: '', password: '', confirmPassword: '' }),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('passwordHeading')}>
      <RadioGroup row aria-label={t('proofLabel')} value={proof} onChange={(event) => setProof(event.target.value === 'code' ? 'code' : 'password')}>
        <FormControlLabel value="password" control={<Radio />} label={t('withPassword')} />
        {channels.length ? <FormControlLabel value="code" control={<Radio />} label={t('withCode')} /> : null}
      </RadioGroup>
      {proof === 'password' ? (
        <PasswordField
          id="security-old-password"
          name="oldPassword"
          label={t('currentPassword')}
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={change('oldPassword')}
          error={fields.messageOf('oldPassword')}
        />
      ) : (
        <>
          {channels.length > 1 ? (
            <RadioGroup row aria-label={t('sendCodeTo')} value={channel} onChange={(event) => setChannel(event.target.value === 'mobile' ? 'mobile' : 'email')}>
              {channels.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio />} label={t(option === 'mobile' ? 'mobileChannel' : 'emailChannel')} />
              ))}
            </RadioGroup>
          ) : null}
          <CodeField
            id="security-code"
            value={values.code}
            onChange={change('code')}
            error={fields.messageOf('code')}
            sender={sender}
            onRequestCode={() => void requestCode()}
          />
        </>
      )}
      <PasswordField
        id="security-new-password"
        name="password"
        label={t('newPasswordLabel')}
        autoComplete="new-password"
        value={values.password}
        onChange={change('password')}
        error={fields.messageOf('password')}
      />
      <PasswordField
        id="security-confirm-password"
        name="confirmPassword"
        label={t('confirmPasswordLabel')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={fields.messageOf('confirmPassword')}
      />
      <FormAlertMessage alert={sending.alert} />
      <Button type="submit" variant="contained" loading={sending.busy}>
        {t('submitPassword')}
      </Button>
    </Stack>
  );
}
