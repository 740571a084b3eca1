'use client';
import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useLocaleRouter } from '@/components/common/use-locale-router';
import { LocaleLink } from '@/components/ui/locale-link';
import { loginHrefFor } from '@/lib/account/login-events';
import { splitLocale } from '@/lib/i18n/locales';
import styles from './account-menu.module.css';

/**
 * Log in · Register: the account corner of the cached header, and a guest's for good. Plain
 * links, nothing prefetched: they are on every page, and few visitors open them.
 */
export function GuestLinks() {
  const t = useTranslations('account.menu');
  const router = useLocaleRouter();
  // The plain href works without script; with it, the login page learns where to come back to.
  const logIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.push(loginHrefFor(`${splitLocale(window.location.pathname).pathname}${window.location.search}`));
  };
  return (
    <span className={styles.guest}>
      <LocaleLink href="/login" onClick={logIn}>
        {t('login')}
      </LocaleLink>
      <LocaleLink href="/register">{t('register')}</LocaleLink>
    </span>
  );
}
