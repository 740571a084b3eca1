'use client';
import { useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUANTITY_MAX, QUANTITY_MIN, clampQuantity } from '@/lib/inquiry-list/quantity';

export interface QuantityStepperProps {
  value: number;
  onChange(quantity: number): void;
  /** Names the line, e.g. 'Quantity of Anti-GAPDH antibody, 100 µg'. */
  label: string;
  disabled?: boolean;
}

/** A line's quantity, 1–9999: minus, a number field committed on Enter or leaving, plus. */
export function QuantityStepper({ value, onChange, label, disabled }: QuantityStepperProps) {
  const t = useTranslations('inquiryList');
  // What is typed belongs to the value it was typed over: once the value changes (here or in
  // another island), the field shows the new value, derived while rendering.
  const [typed, setTyped] = useState<{ over: number; text: string } | null>(null);
  const draft = typed && typed.over === value ? typed.text : String(value);
  const setDraft = (text: string) => setTyped({ over: value, text });

  const commit = (next: number) => {
    const quantity = clampQuantity(next);
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(Number(draft) || value);
    }
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <IconButton size="small" aria-label={t('decrease', { label })} disabled={disabled || value <= QUANTITY_MIN} onClick={() => commit(value - 1)}>
        <span aria-hidden>−</span>
      </IconButton>
      <TextField
        size="small"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={() => commit(Number(draft) || value)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label, style: { textAlign: 'center' } } }}
        sx={{ width: 72 }}
      />
      <IconButton size="small" aria-label={t('increase', { label })} disabled={disabled || value >= QUANTITY_MAX} onClick={() => commit(value + 1)}>
        <span aria-hidden>+</span>
      </IconButton>
    </Stack>
  );
}
