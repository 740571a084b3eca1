'use client';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { usePageLocale } from '@/components/account/use-page-locale';
import { fetchCountryRows } from '@/lib/api/islands/inquiry';
import { countryName, filterCountries, toCountries, type Country } from '@/lib/inquiry/countries';

/** The dictionary changes about never; one look-up per language and page life is plenty. */
const DICTIONARY_TTL_MS = 60 * 60 * 1000;

async function fetchCountries(locale: 'en' | 'zh'): Promise<Country[]> {
  return toCountries(await fetchCountryRows(locale));
}

export interface CountrySelectProps {
  id: string;
  /** ISO code, '' for none. */
  value: string;
  onChange(code: string): void;
  onBlur?(): void;
  /** The message under the selector (docs/product.md §5: 'Please Enter Country/Region'). */
  error?: string;
  disabled?: boolean;
}

/**
 * The country selector (docs/product.md §2.4 item 13): frequently used countries first under their own
 * heading, names in the page's language, search by English or Chinese name, pinyin or code,
 * and 'No result' when nothing matches.
 */
export function CountrySelect({ id, value, onChange, onBlur, error, disabled }: CountrySelectProps) {
  const t = useTranslations('inquiry');
  const common = useTranslations('common');
  const locale = usePageLocale();
  const { data, isLoading } = useSWR(['country-dictionary', locale], () => fetchCountries(locale), {
    revalidateOnFocus: false,
    dedupingInterval: DICTIONARY_TTL_MS,
  });
  const options = data ?? [];
  const selected = options.find((country) => country.code === value) ?? null;

  return (
    <Autocomplete<Country, false, false, false>
      id={id}
      options={options}
      value={selected}
      onChange={(_, country) => onChange(country?.code ?? '')}
      onBlur={onBlur}
      disabled={disabled}
      autoHighlight
      getOptionLabel={(country) => countryName(country, locale)}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      groupBy={(country) => (country.hot ? t('frequentlyUsed') : t('allCountries'))}
      filterOptions={(list, state) => filterCountries(list, state.inputValue)}
      noOptionsText={t('noResult')}
      loading={isLoading}
      loadingText={common('WAIT_LOAD')}
      openText={t('openCountries')}
      closeText={t('closeCountries')}
      clearText={t('clearCountry')}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{countryName(country, locale)}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
            {country.code}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t('country')} required error={Boolean(error)} helperText={error ?? ' '} placeholder={t('countrySearch')} />
      )}
    />
  );
}
