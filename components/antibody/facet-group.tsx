'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { FacetOption } from '@/lib/api/finder-shape';

export interface FacetGroupProps {
  heading: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onToggle: (code: string) => void;
  onReset: () => void;
}

/**
 * One filter group (Species, Applications, Research area) as checkboxes labelled with their
 * counts. An unchecked option with no goods is disabled: ticking it could only empty the list.
 */
export function FacetGroup({ heading, options, selected, onToggle, onReset }: FacetGroupProps) {
  const t = useTranslations('antibody');
  const headingId = useId();
  if (options.length === 0) return null;
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={headingId} component="h3" sx={{ fontSize: '0.95rem', fontWeight: 700 }}>
          {heading}
        </Typography>
        <Button size="small" onClick={onReset} disabled={selected.length === 0} aria-label={t('resetGroup', { group: heading })} sx={{ minWidth: 0 }}>
          {t('reset')}
        </Button>
      </Box>
      <FormGroup>
        {options.map((option) => {
          const checked = selected.includes(option.code);
          return (
            <FormControlLabel
              key={option.code}
              control={<Checkbox size="small" checked={checked} onChange={() => onToggle(option.code)} sx={{ py: 0.25 }} />}
              label={t('optionLabel', { name: option.name, count: option.count })}
              disabled={!checked && option.count === 0}
              sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}
