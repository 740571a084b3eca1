'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { usePageLocale } from '@/components/account/use-page-locale';
import { MuiProvider } from '@/components/ui/mui-provider';
import { useRouter } from '@/lib/i18n/navigation';
import { submitTrialApplication, type TrialApplicationForm } from '@/lib/api/islands/trials';
import { countWords, TRIAL_MAX_SAMPLES, TRIAL_REMARK_MAX_WORDS } from '@/contract/trial-rules';
import { useFailureText } from '@/components/common/use-failure-text';
import type { ShippingPrefill } from '@/lib/orders/address-line';
import { requiredFieldProblems } from '@/lib/orders/shipping-fields';
import { ShippingTextFields } from '@/components/orders/shipping-text-fields';

export interface TrialSampleChoice {
  id: number;
  title: string;
  itemno: string;
}

type TextField = 'institution' | 'laboratory' | 'consignee' | 'mobile' | 'address';
const TEXT_FIELDS: readonly TextField[] = ['institution', 'laboratory', 'consignee', 'mobile', 'address'];

/**
 * The /grinder-apply form (docs/product.md §2.10), an MUI island, its consignee, mobile and address
 * prefilled from the default receiving address when there is one. It checks what it can (required
 * fields, mobile, 1–3 samples, 125 words) before sending; the API judges the rest (3 days, one per
 * laboratory), and its refusal is shown as the sentence its field chooses (lib/api/failure-message.ts).
 * The page says the 3-day rule, and when this customer may apply again, before the form.
 */
export function TrialApplyForm({ choices, chosen, shipping }: { choices: TrialSampleChoice[]; chosen: number[]; shipping: ShippingPrefill | null }) {
  return (
    <MuiProvider>
      <ApplyForm choices={choices} chosen={chosen} shipping={shipping} />
    </MuiProvider>
  );
}

function ApplyForm({ choices, chosen, shipping }: { choices: TrialSampleChoice[]; chosen: number[]; shipping: ShippingPrefill | null }) {
  const t = useTranslations('trials');
  const failureText = useFailureText();
  const locale = usePageLocale();
  const router = useRouter();
  const [fields, setFields] = useState<Record<TextField, string>>(() => ({
    institution: '',
    laboratory: '',
    consignee: '',
    mobile: '',
    address: '',
    ...shipping,
  }));
  const [remark, setRemark] = useState('');
  const [samples, setSamples] = useState<number[]>(chosen.slice(0, TRIAL_MAX_SAMPLES));
  const [problems, setProblems] = useState<Partial<Record<TextField | 'samples' | 'remark', string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = countWords(remark);

  const check = () => {
    const found: typeof problems = requiredFieldProblems(TEXT_FIELDS, fields, {
      required: (field) => t('required', { field: t(field) }),
      mobileInvalid: t('mobileInvalid'),
    });
    if (!samples.length) found.samples = t('samplesNone');
    if (samples.length > TRIAL_MAX_SAMPLES) found.samples = t('samplesTooMany', { count: TRIAL_MAX_SAMPLES });
    if (words > TRIAL_REMARK_MAX_WORDS) found.remark = t('remarkTooLong', { max: TRIAL_REMARK_MAX_WORDS });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length) {
      setAlert(t('improve'));
      return;
    }
    setAlert(null);
    setBusy(true);
    const form: TrialApplicationForm = { ...fields, remark, goodsIds: samples };
    try {
      const { id } = await submitTrialApplication(form, locale);
      router.push(`/promotionTrialOrder-details?id=${id}`);
    } catch (error) {
      setAlert(failureText(error));
      setBusy(false);
    }
  };

  const toggle = (id: number) => setSamples((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} data-testid="trial-apply-form">
      <ShippingTextFields
        fields={TEXT_FIELDS}
        values={fields}
        problems={problems}
        label={(field) => t(field)}
        onChange={(field, value) => setFields((current) => ({ ...current, [field]: value }))}
      />
      <div role="group" aria-labelledby="trial-samples-label">
        <FormLabel id="trial-samples-label">{t('samples')}</FormLabel>
        <FormHelperText error={Boolean(problems.samples)}>{problems.samples ?? t('samplesHint', { count: TRIAL_MAX_SAMPLES })}</FormHelperText>
        <FormGroup>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.id}
              control={<Checkbox checked={samples.includes(choice.id)} onChange={() => toggle(choice.id)} name="goodsIds" value={choice.id} />}
              label={`${choice.title} (${choice.itemno})`}
            />
          ))}
        </FormGroup>
      </div>
      <TextField
        name="remark"
        label={t('remark')}
        multiline
        minRows={3}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
        error={Boolean(problems.remark) || words > TRIAL_REMARK_MAX_WORDS}
        helperText={problems.remark ?? t('remarkWords', { count: words, max: TRIAL_REMARK_MAX_WORDS })}
        size="small"
      />
      {alert ? (
        <Alert severity="error" role="alert">
          {alert}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
      </div>
    </Stack>
  );
}
