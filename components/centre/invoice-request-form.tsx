'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { usePageLocale } from '@/components/account/use-page-locale';
import { FormAlertMessage, useFormSending } from '@/components/common/use-form-sending';
import { useMoney, useYuan } from '@/components/ui/money';
import { MuiProvider } from '@/components/ui/mui-provider';
import { INVOICE_LIMITS, INVOICE_TYPES } from '@/contract/centre-constants';
import { submitInvoiceRequest } from '@/lib/api/islands/centre';
import { currencyOf } from '@/lib/catalogue/money';
import {
  invoiceAmount,
  invoiceProblems,
  invoiceRefusal,
  isInvoiceRequestType,
  type InvoiceField,
  type InvoiceRefusal,
  type InvoiceValues,
} from '@/lib/customer/invoice-checks';
import { useRouter } from '@/lib/i18n/navigation';

const EMPTY: InvoiceValues = { orderNo: '', amount: '', title: '', taxNumber: '', type: '', email: '' };
const TEXT_FIELDS: {
  field: Exclude<InvoiceField, 'type'>;
  label: 'orderNo' | 'amountInYuan' | 'invoiceTitle' | 'taxNumber' | 'email';
  max: number;
  inputMode?: 'decimal' | 'email';
}[] = [
  { field: 'orderNo', label: 'orderNo', max: INVOICE_LIMITS.orderNoMax },
  { field: 'amount', label: 'amountInYuan', max: 16, inputMode: 'decimal' },
  { field: 'title', label: 'invoiceTitle', max: INVOICE_LIMITS.titleMax },
  { field: 'taxNumber', label: 'taxNumber', max: INVOICE_LIMITS.taxNumberMax },
  { field: 'email', label: 'email', max: 254, inputMode: 'email' },
];

/**
 * Under the amount field: an invoice is issued in yuan, so the amount is asked in yuan
 * (docs/product.md §10.2); an English page, whose amounts are in dollars, also says what the yuan
 * typed are in dollars.
 */
function useAmountHint(text: string): string {
  const t = useTranslations('invoices');
  const money = useMoney();
  const amount = invoiceAmount(text);
  return currencyOf(useLocale()) === 'USD' && amount !== null ? t('issuedInYuanShown', { amount: money(amount) }) : t('issuedInYuan');
}

/** The sentence for what the API refused (not the customer's order; more than is left to invoice), in yuan like the field. */
function useRefusalText(): (refusal: InvoiceRefusal) => string {
  const t = useTranslations('invoices');
  const yuan = useYuan();
  return (refusal) => {
    if (refusal.field === 'orderNo') return t('refused.orderNo');
    if (refusal.left === null) return t('refused.amount');
    if (refusal.left === 0) return t('refused.nothingLeft');
    return t('refused.amountLeft', { left: yuan(refusal.left) });
  };
}

/** The form of /additional-ticket (docs/product.md §10.2): an invoice for an amount of an order. An MUI island. */
export function InvoiceRequestForm({ title }: { title: string }) {
  return (
    <MuiProvider>
      <InvoiceFields title={title} />
    </MuiProvider>
  );
}

function InvoiceFields({ title: defaultTitle }: { title: string }) {
  const t = useTranslations('invoices');
  const locale = usePageLocale();
  const router = useRouter();
  const [values, setValues] = useState<InvoiceValues>({ ...EMPTY, title: defaultTitle });
  const [problems, setProblems] = useState<ReadonlySet<InvoiceField>>(new Set());
  const [refused, setRefused] = useState<{ field: InvoiceField; text: string } | null>(null);
  const refusalText = useRefusalText();
  const sending = useFormSending();

  const change = (field: InvoiceField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => (current?.field === field ? null : current));
    setProblems((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  };
  const amountHint = useAmountHint(values.amount);
  const errorOf = (field: InvoiceField) => (refused?.field === field ? refused.text : problems.has(field) ? t(`errors.${field}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = invoiceProblems(values);
    setProblems(new Set(found));
    if (found.length || !isInvoiceRequestType(values.type)) return;
    setRefused(null);
    const request = {
      ...values,
      type: values.type,
      orderNo: values.orderNo.trim(),
      amount: values.amount.trim(),
      title: values.title.trim(),
      taxNumber: values.taxNumber.trim(),
      email: values.email.trim(),
    };
    await sending.send(() => submitInvoiceRequest(request, locale), {
      success: t('submitted'),
      then: () => {
        setValues({ ...EMPTY, title: values.title, taxNumber: values.taxNumber, email: values.email });
        router.refresh();
      },
      refusal: (envelope) => {
        const refusal = invoiceRefusal(envelope.code, envelope.msg);
        if (!refusal) return null;
        const text = refusalText(refusal);
        setRefused({ field: refusal.field, text });
        return text;
      },
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('formHeading')}>
      {TEXT_FIELDS.map(({ field, label, max, inputMode }) => (
        <TextField
          key={field}
          id={`invoice-${field}`}
          name={field}
          label={t(label)}
          value={values[field]}
          onChange={(event) => change(field)(event.target.value)}
          error={problems.has(field) || refused?.field === field}
          helperText={errorOf(field) ?? (field === 'amount' ? amountHint : undefined)}
          required
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: max, ...(inputMode ? { inputMode } : {}) } }}
        />
      ))}
      <FormControl error={problems.has('type')} required>
        <FormLabel id="invoice-type-label">{t('type')}</FormLabel>
        <RadioGroup row aria-labelledby="invoice-type-label" name="type" value={values.type} onChange={(event) => change('type')(event.target.value)}>
          {INVOICE_TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={t(`types.${type}`)} />
          ))}
        </RadioGroup>
        {problems.has('type') ? <FormHelperText>{errorOf('type')}</FormHelperText> : null}
      </FormControl>
      <FormAlertMessage alert={sending.alert} />
      <Button type="submit" variant="contained" loading={sending.busy}>
        {t('submit')}
      </Button>
    </Stack>
  );
}
