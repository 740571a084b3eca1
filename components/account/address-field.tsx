'use client';
import { useTranslations } from 'next-intl';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Channel } from '@/lib/account/credentials';

type Kind = Channel | 'account';

/** What browsers and phone keyboards need to know about each kind of address box. */
const INPUT: Record<Kind, { type: string; autoComplete: string; inputMode: 'tel' | 'email' | 'text'; label: 'mobile' | 'email' | 'account' }> = {
  mobile: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', label: 'mobile' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', label: 'email' },
  // Either kind in one box, as the password login takes it: the browser's saved login name.
  account: { type: 'text', autoComplete: 'username', inputMode: 'email', label: 'account' },
};

export interface AddressFieldProps extends Pick<TextFieldProps, 'id' | 'name' | 'disabled' | 'autoFocus'> {
  kind: Kind;
  value: string;
  onChange(value: string): void;
  /** Already translated. */
  error?: string;
}

/** A mobile number, an email address, or either, with the right keyboard and autofill. */
export function AddressField({ kind, value, onChange, error, ...props }: AddressFieldProps) {
  const t = useTranslations('account');
  const input = INPUT[kind];
  return (
    <TextField
      {...props}
      label={t(input.label)}
      type={input.type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (kind === 'mobile' ? t('mobileHint') : undefined)}
      required
      fullWidth
      slotProps={{ htmlInput: { autoComplete: input.autoComplete, inputMode: input.inputMode, maxLength: 254, spellCheck: false, autoCapitalize: 'none' } }}
    />
  );
}
