'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useUrlNavigation } from '@/components/antibody/use-url-navigation';
import { RECOMMEND_SEARCH_MAX_LENGTH, recommendHref } from '@/lib/catalogue/medium-recommendation';
import { cleanKeyword } from '@/lib/catalogue/query-segment';

/** The cell-line search: the trimmed term goes into the URL (meduimSearch), so the server filters. */
export function CellLineSearch({ search }: { search: string }) {
  const t = useTranslations('medium');
  const [value, setValue] = useState(search);
  const { navigate, pending } = useUrlNavigation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = cleanKeyword(value, RECOMMEND_SEARCH_MAX_LENGTH);
    setValue(term);
    if (term !== search) navigate(recommendHref(term));
  };

  return (
    <Box component="form" role="search" onSubmit={submit} aria-busy={pending} sx={{ display: 'flex', gap: 1, maxWidth: 480 }}>
      <TextField
        size="small"
        label={t('searchLabel')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: RECOMMEND_SEARCH_MAX_LENGTH, enterKeyHint: 'search' } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" loading={pending}>
        {t('searchSubmit')}
      </Button>
    </Box>
  );
}
