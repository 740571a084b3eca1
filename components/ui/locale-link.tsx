import type { ComponentPropsWithoutRef } from 'react';
import { useLocale } from 'next-intl';
import { isLocale, defaultLocale, localePath } from '@/lib/i18n/locales';

type LocaleLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** A locale-free path such as '/goods-list?id=CP001' (the page's locale prefix is added), or an absolute URL (left as it is). */
  href: string;
};

/**
 * A plain `<a href>` to another page of the shop in the page's language. Server markup uses
 * it instead of next-intl's Link: a Link is a client component, so each one costs its props
 * in the RSC payload, a hydration and a viewport prefetch, and a menu or listing holds
 * hundreds. Pages are cached HTML, so a full navigation is cheap. docs/islands.md.
 */
export function LocaleLink({ href, ...props }: LocaleLinkProps) {
  const locale = useLocale();
  const target = ABSOLUTE_URL.test(href) ? href : localePath(isLocale(locale) ? locale : defaultLocale, href);
  return <a href={target} {...props} />;
}

/** 'https://…', 'mailto:…', '//host/…': links that leave the shop. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
