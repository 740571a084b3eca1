'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { usePageLocale } from '@/components/account/use-page-locale';
import { MuiProvider } from '@/components/ui/mui-provider';
import { submitExchange } from '@/lib/api/islands/points';
import { useRouter } from '@/lib/i18n/navigation';
import { useFailureText } from '@/components/common/use-failure-text';
import type { ShippingPrefill } from '@/lib/orders/address-line';
import { requiredFieldProblems } from '@/lib/orders/shipping-fields';
import { ShippingTextFields } from '@/components/orders/shipping-text-fields';

type Field = 'consignee' | 'mobile' | 'address';
const FIELDS: readonly Field[] = ['consignee', 'mobile', 'address'];

/**
 * /exchange2's confirmation (docs/product.md §2.11), an MUI island: the shipping fields (prefilled
 * from the default receiving address, when there is one), then the exchange; the API takes the points (or refuses, naming the field) and /exchange3 shows the result.
 */
export function ExchangeConfirmForm(props: { itemId: number; quantity: number; shipping: ShippingPrefill | null }) {
  return (
    <MuiProvider>
      <ConfirmForm {...props} />
    </MuiProvider>
  );
}

function ConfirmForm({ itemId, quantity, shipping }: { itemId: number; quantity: number; shipping: ShippingPrefill | null }) {
  const t = useTranslations('points');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const router = useRouter();
  const [fields, setFields] = useState<Record<Field, string>>(() => shipping ?? { consignee: '', mobile: '', address: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = requiredFieldProblems(FIELDS, fields, { required: (field) => t('required', { field: t(field) }), mobileInvalid: t('mobileInvalid') });
    setProblems(found);
    if (Object.keys(found).length) return;
    setAlert(null);
    setBusy(true);
    try {
      const { id } = await submitExchange({ itemId, quantity, ...fields }, locale);
      router.push(`/exchange3?id=${id}`);
    } catch (error) {
      setAlert(failureText(error));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} data-testid="exchange-form">
      <ShippingTextFields
        fields={FIELDS}
        values={fields}
        problems={problems}
        label={(field) => t(field)}
        onChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))}
      />
      {alert ? (
        <Alert severity="error" role="alert">
          {alert}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('submitting') : t('confirm')}
        </Button>
      </div>
    </Stack>
  );
}
