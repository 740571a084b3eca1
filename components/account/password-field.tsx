'use client';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface PasswordFieldProps extends Pick<TextFieldProps, 'id' | 'name' | 'label' | 'disabled'> {
  /** current-password at login; new-password where one is chosen, so password managers offer to save it. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
}

export function PasswordField({ autoComplete, value, onChange, error, hint, ...props }: PasswordFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      required
      fullWidth
      slotProps={{ htmlInput: { autoComplete, maxLength: 128 } }}
    />
  );
}
