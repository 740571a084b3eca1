'use client';
import { useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { usePageLocale } from '@/components/account/use-page-locale';
import { localizeHref, type Locale } from '@/lib/i18n/locales';

interface LocaleRouterOptions {
  /** Another language than the page's. */
  locale?: Locale;
  /** false keeps the scroll position (a finder's filters). */
  scroll?: boolean;
}

export interface LocaleRouter {
  /** Opens a locale-free href ('/login?redirect=…') in the page's language, or in `options.locale`. */
  push(href: string, options?: LocaleRouterOptions): void;
  replace(href: string, options?: LocaleRouterOptions): void;
}

/**
 * Next's router taking locale-free hrefs, as next-intl's useRouter does. The header's islands use
 * it rather than lib/i18n/navigation: that module also holds next-intl's Link, which would bring
 * next/link into every page's first load (docs/islands.md).
 */
export function useLocaleRouter(): LocaleRouter {
  const router = useRouter();
  const pageLocale = usePageLocale();
  return useMemo(() => {
    const go =
      (method: 'push' | 'replace') =>
      (href: string, { locale = pageLocale, scroll }: LocaleRouterOptions = {}) => {
        const target = localizeHref(locale, href);
        if (scroll === undefined) router[method](target);
        else router[method](target, { scroll });
      };
    return { push: go('push'), replace: go('replace') };
  }, [router, pageLocale]);
}
