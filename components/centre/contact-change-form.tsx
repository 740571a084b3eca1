'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ChannelSwitch } from '@/components/account/channel-switch';
import { CodeField } from '@/components/account/code-field';
import { useCodeSender } from '@/components/account/use-code-sender';
import { useFieldProblems } from '@/components/account/use-field-problems';
import { usePageLocale } from '@/components/account/use-page-locale';
import { FormAlertMessage, useFormSending } from '@/components/common/use-form-sending';
import { MuiProvider } from '@/components/ui/mui-provider';
import { checkAccount, checkCode, problemsOf, type Channel } from '@/lib/account/credentials';
import { changeContact } from '@/lib/api/islands/centre';
import { useRouter } from '@/lib/i18n/navigation';

type Field = 'address' | 'code';

/** A new mobile number or email, proven by a code sent to it (docs/product.md §10.3). An MUI island. */
export function ContactChangeForm() {
  return (
    <MuiProvider>
      <ContactChangeFields />
    </MuiProvider>
  );
}

function ContactChangeFields() {
  const t = useTranslations('accountSecurity');
  const locale = usePageLocale();
  const router = useRouter();
  const [channel, setChannel] = useState<Channel>('email');
  const sender = useCodeSender(channel, 'change');
  const fields = useFieldProblems<Field>();
  const [values, setValues] = useState<Record<Field, string>>({ address: '', code: '' });
  const sending = useFormSending();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };
  const switchChannel = (next: Channel) => {
    setChannel(next);
    setValues({ address: '', code: '' });
    fields.setProblems({});
  };

  const requestCode = async () => {
    const problem = checkAccount(values.address, channel);
    fields.setOne('address', problem);
    if (problem) return;
    sending.clear();
    const outcome = await sender.send(values.address.trim());
    if (!outcome.ok) sending.fail(outcome.failure);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf<Field>({ address: checkAccount(values.address, channel), code: checkCode(values.code) });
    fields.setProblems(found);
    if (Object.keys(found).length) return;
    await sending.send(() => changeContact(channel, values.address.trim(), values.code.trim(), locale), {
      success: t('contactChanged'),
      then: () => {
        setValues({ address: '', code: '' });
        router.refresh();
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('contactHeading')}>
      <ChannelSwitch value={channel} onChange={switchChannel} />
      <TextField
        id="security-new-address"
        name="address"
        label={t(channel === 'mobile' ? 'newMobile' : 'newEmail')}
        value={values.address}
        onChange={(event) => change('address')(event.target.value)}
        error={Boolean(fields.messageOf('address'))}
        helperText={fields.messageOf('address') ?? t('newAddressHint')}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 254, inputMode: channel === 'mobile' ? 'tel' : 'email', autoComplete: channel === 'mobile' ? 'tel' : 'email' } }}
      />
      <CodeField
        id="security-change-code"
        value={values.code}
        onChange={change('code')}
        error={fields.messageOf('code')}
        sender={sender}
        onRequestCode={() => void requestCode()}
      />
      <FormAlertMessage alert={sending.alert} />
      <Button type="submit" variant="contained" loading={sending.busy}>
        {t('submitContact')}
      </Button>
    </Stack>
  );
}
