'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { CODE_LENGTH } from '@/lib/account/credentials';
import type { CodeSender } from './use-code-sender';

export interface CodeFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  sender: CodeSender;
  /** Checks the address and sends the code; the form owns the address and its errors. */
  onRequestCode(): void;
  disabled?: boolean;
}

/** The verification code box with its 'Get code' button, which counts down after sending. */
export function CodeField({ id, value, onChange, error, sender, onRequestCode, disabled }: CodeFieldProps) {
  const t = useTranslations('account');
  const waiting = sender.secondsLeft > 0;
  const status = sender.sentTo ? t('codeSent', { address: sender.sentTo }) : undefined;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={id}
        name="code"
        label={t('code')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        error={Boolean(error)}
        helperText={error ?? status}
        required
        fullWidth
        disabled={disabled}
        slotProps={{
          htmlInput: { autoComplete: 'one-time-code', inputMode: 'numeric', pattern: '[0-9]*', maxLength: CODE_LENGTH },
          formHelperText: { role: error ? undefined : 'status' },
        }}
      />
      <Button
        variant="outlined"
        onClick={onRequestCode}
        disabled={disabled || waiting || sender.sending}
        sx={{ flexShrink: 0, minWidth: 132, height: 56, whiteSpace: 'nowrap' }}
      >
        {sender.sending ? t('sendingCode') : waiting ? t('resendIn', { seconds: sender.secondsLeft }) : t('getCode')}
      </Button>
    </Box>
  );
}
