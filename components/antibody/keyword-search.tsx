'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { cleanKeyword } from '@/lib/catalogue/query-segment';
import { KEYWORD_MAX_LENGTH } from '@/lib/catalogue/antibody-filters';

/**
 * The category keyword (SPEC.md §5: trimmed; Enter triggers). A blank keyword brings the tree
 * back; the field starts from the URL's keyword, so it resets with the route.
 */
export function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const t = useTranslations('antibody');
  const [value, setValue] = useState(keyword);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = cleanKeyword(value, KEYWORD_MAX_LENGTH);
    setValue(next);
    if (next !== keyword) onSearch(next);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
      <TextField
        size="small"
        label={t('keywordLabel')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: KEYWORD_MAX_LENGTH, enterKeyHint: 'search' } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" size="small" sx={{ flexShrink: 0 }}>
        {t('keywordSubmit')}
      </Button>
    </Box>
  );
}
