'use client';
import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useLocaleRouter } from '@/components/common/use-locale-router';
import { LOCALE_COOKIE, localeInfo, locales, splitLocale, type Locale } from '@/lib/i18n/locales';
import text from '@/components/ui/text.module.css';
import styles from './language-switch.module.css';

const ONE_YEAR = 60 * 60 * 24 * 365;
const SHORT_NAME: Record<Locale, string> = { en: 'en', zh: '中文' };

/** The proxy reads this cookie to send later unprefixed visits to the chosen language. */
function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/**
 * en / 中文: switches the page to its twin in the other language and remembers the choice.
 * Each button's accessible name starts with its visible text (WCAG 2.5.3), followed by a
 * visually hidden phrase in the page's language.
 */
export function LanguageSwitch() {
  const t = useTranslations('language');
  const current = useLocale();
  const router = useLocaleRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: Locale) {
    if (next === current) return;
    rememberLocale(next);
    // The address bar's path: catalogue pages are served from rewritten internal paths.
    const { pathname } = splitLocale(window.location.pathname);
    startTransition(() => router.replace(`${pathname}${window.location.search}`, { locale: next }));
  }

  return (
    <div role="group" aria-label={t('label')} className={styles.group}>
      {locales.map((locale) => {
        const selected = locale === current;
        const language = localeInfo[locale].label;
        return (
          <button key={locale} type="button" className={styles.button} aria-pressed={selected} disabled={pending} onClick={() => choose(locale)}>
            <span lang={localeInfo[locale].htmlLang}>{SHORT_NAME[locale]}</span>
            {/* The language's own name is marked with its language, as it is read in it. */}
            <span className={text.visuallyHidden}>
              {t.rich(selected ? 'current' : 'switchTo', { language, name: (chunks) => <span lang={localeInfo[locale].htmlLang}>{chunks}</span> })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
