'use client';
import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, isLocale, localeInfo, locales, type Locale } from '@/lib/i18n/locales';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** en / 中文: switches the page to its twin in the other language and remembers the choice. */
export function LanguageSwitch() {
  const t = useTranslations('language');
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: Locale) {
    if (next === current) return;
    // The proxy reads this cookie to send later unprefixed visits to the chosen language.
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    const query = window.location.search;
    startTransition(() => router.replace(`${pathname}${query}`, { locale: next }));
  }

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      disabled={pending}
      aria-label={t('label')}
      onChange={(_, next: unknown) => isLocale(next) && choose(next)}
    >
      {locales.map((locale) => (
        <ToggleButton
          key={locale}
          value={locale}
          lang={localeInfo[locale].htmlLang}
          aria-label={t('switchTo', { language: localeInfo[locale].label })}
          sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}
        >
          {locale === 'en' ? 'en' : '中文'}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
