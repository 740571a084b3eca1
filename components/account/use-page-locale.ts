'use client';
import { useLocale } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

/** The page's locale, typed, for the `lang` header of BFF calls. */
export function usePageLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
