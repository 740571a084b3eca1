'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { usePageLocale } from '@/components/account/use-page-locale';
import { CountrySelect } from '@/components/inquiry/country-select';
import { saveAddress, type AddressInput } from '@/lib/api/islands/orders';
import { ADDRESS_MAX_LENGTH } from '@/contract/order-rules';
import { useFailureText } from '@/components/common/use-failure-text';

type TextField = Exclude<keyof AddressInput, 'id' | 'isDefault' | 'country'>;
const TEXT_FIELDS: { name: TextField; required: boolean }[] = [
  { name: 'consignee', required: true },
  { name: 'mobile', required: true },
  { name: 'province', required: false },
  { name: 'city', required: false },
  { name: 'district', required: false },
  { name: 'detail', required: true },
  { name: 'postcode', required: false },
  { name: 'company', required: false },
];

export const EMPTY_ADDRESS: AddressInput = {
  consignee: '',
  mobile: '',
  country: 'CN',
  province: '',
  city: '',
  district: '',
  detail: '',
  postcode: '',
  company: '',
  isDefault: false,
};

interface AddressDialogProps {
  open: boolean;
  /** The address to edit; without an id a new one is added. */
  initial: AddressInput;
  onClose(): void;
  onSaved(id: number): void;
}

/**
 * Adding or editing a receiving address (docs/product.md §11.1). The API checks every field and
 * names the one it refuses ('mobile: …'); that message is shown under the field. Inside an MUI island.
 */
export function AddressDialog({ open, initial, onClose, onSaved }: AddressDialogProps) {
  const t = useTranslations('orders');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const headingId = useId();
  const fieldId = useId();
  const [address, setAddress] = useState<AddressInput>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof AddressInput, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof AddressInput>(name: K, value: AddressInput[K]) => setAddress((current) => ({ ...current, [name]: value }));

  const save = async () => {
    const missing: Partial<Record<keyof AddressInput, string>> = {};
    for (const field of TEXT_FIELDS) if (field.required && !address[field.name].trim()) missing[field.name] = t('required');
    if (!address.country) missing.country = t('required');
    setErrors(missing);
    setFailure('');
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const saved = await saveAddress(address, locale);
      onSaved(saved.id);
    } catch (error) {
      const message = failureText(error);
      const field = /^(\w+): (.*)$/.exec(message);
      if (field?.[1] && field[1] in address) setErrors({ [field[1]]: field[2] });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={headingId} maxWidth="sm" fullWidth>
      <DialogTitle id={headingId}>{initial.id ? t('editAddress') : t('addAddress')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {TEXT_FIELDS.slice(0, 2).map((field) => (
            <TextField
              key={field.name}
              id={`${fieldId}-${field.name}`}
              label={t(`addressFields.${field.name}`)}
              required={field.required}
              value={address[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name]}
              slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTH[field.name] } }}
              size="small"
            />
          ))}
          <div>
            <CountrySelect id={`${fieldId}-country`} value={address.country} onChange={(code) => set('country', code)} error={errors.country} />
          </div>
          {TEXT_FIELDS.slice(2).map((field) => (
            <TextField
              key={field.name}
              id={`${fieldId}-${field.name}`}
              label={t(`addressFields.${field.name}`)}
              required={field.required}
              value={address[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name]}
              multiline={field.name === 'detail'}
              slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTH[field.name] } }}
              size="small"
            />
          ))}
          <FormControlLabel
            control={<Checkbox checked={address.isDefault} onChange={(event) => set('isDefault', event.target.checked)} />}
            label={t('addressFields.isDefault')}
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('close')}
        </Button>
        <Button onClick={() => void save()} loading={busy} variant="contained">
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
