'use client';
import { useId, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INQUIRY_MAX_LENGTH, type InquiryField } from '@/lib/inquiry/inquiry-form';
import { CountrySelect } from './country-select';
import { useHydrated } from './use-hydrated';
import { useInquiryForm, type InquiryAnswer, type InquiryTarget } from './use-inquiry-form';

type TextFieldName = Exclude<InquiryField, 'country'>;

/** Autofill hints and keyboards per field. */
const INPUT_HINTS: Record<TextFieldName, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'text' }> = {
  name: { type: 'text', autoComplete: 'name' },
  company: { type: 'text', autoComplete: 'organization' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  tm: { type: 'text', autoComplete: 'off' },
  message: { type: 'text', autoComplete: 'off' },
};

export interface InquiryFormProps {
  target: InquiryTarget;
  onSubmitted(answer: InquiryAnswer): void;
  /** Shown as a Cancel button (the dialog); the inline form on /purchase-inquiry has none. */
  onCancel?(): void;
}

/**
 * The inquiry form of docs/product.md §5, used by the inquiry dialog and inline on /purchase-inquiry:
 * name, company, country, email, phone, message, optional WhatsApp/WeChat; each message under
 * its field, the warning above the buttons, a loading button while sending.
 */
export function InquiryForm({ target, onSubmitted, onCancel }: InquiryFormProps) {
  const t = useTranslations('inquiry');
  const idPrefix = useId();
  const form = useInquiryForm(target, onSubmitted);
  const hydrated = useHydrated();

  const text = (field: TextFieldName, extra: { multiline?: boolean; required?: boolean } = {}) => {
    const hints = INPUT_HINTS[field];
    const error = form.errors[field];
    return (
      <TextField
        id={`${idPrefix}-${field}`}
        name={field}
        label={t(field)}
        value={form.values[field]}
        onChange={(event) => form.change(field, event.target.value)}
        onBlur={() => form.leave(field)}
        required={extra.required ?? true}
        error={Boolean(error)}
        helperText={error ? t(error) : field === 'tm' ? t('tmHint') : ' '}
        type={hints.type}
        autoComplete={hints.autoComplete}
        multiline={extra.multiline}
        minRows={extra.multiline ? 4 : undefined}
        fullWidth
        disabled={form.sending}
        slotProps={{ htmlInput: { maxLength: INQUIRY_MAX_LENGTH[field], inputMode: hints.inputMode } }}
      />
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('formLabel')}>
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('company')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountrySelect
            id={`${idPrefix}-country`}
            value={form.values.country}
            onChange={(code) => {
              form.change('country', code);
              form.leave('country');
            }}
            onBlur={() => form.leave('country')}
            error={form.errors.country ? t(form.errors.country) : undefined}
            disabled={form.sending}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phone')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('tm', { required: false })}</Grid>
        <Grid size={12}>{text('message', { multiline: true })}</Grid>
      </Grid>
      {form.warning ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {form.warning}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button type="button" onClick={onCancel} disabled={form.sending}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={!hydrated} loading={form.sending} loadingPosition="start">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
