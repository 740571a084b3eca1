'use client';
/**
 * The header's account corner. The header is rendered on the server and cached for everyone,
 * so this island renders the guest links there and switches to the customer's menu after
 * hydration, inside a box of reserved width so nothing around it moves. The customer's menu
 * is loaded only for a logged-in customer: guests, most of the shop's visitors, never
 * download it (docs/islands.md).
 */
import type { MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { loginHrefFor } from '@/lib/account/login-events';
import { splitLocale } from '@/lib/i18n/locales';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useCustomer } from './use-customer';
import styles from './account-menu.module.css';

const CustomerMenu = dynamic(() => import('./customer-menu').then((module) => module.CustomerMenu), { ssr: false });

export function AccountMenu() {
  const { customer } = useCustomer();
  return <div className={styles.corner}>{customer ? <CustomerMenu customer={customer} /> : <GuestLinks />}</div>;
}

function GuestLinks() {
  const t = useTranslations('account.menu');
  const router = useRouter();
  // The plain href works without script; with it, the login page learns where to come back to.
  const logIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.push(loginHrefFor(`${splitLocale(window.location.pathname).pathname}${window.location.search}`));
  };
  // Not prefetched: these links are on every page, and a prefetch per page view would cost every
  // visitor (and crawler) requests for pages few of them open.
  return (
    <span className={styles.guest}>
      <Link href="/login" onClick={logIn} prefetch={false}>
        {t('login')}
      </Link>
      <Link href="/register" prefetch={false}>
        {t('register')}
      </Link>
    </span>
  );
}
