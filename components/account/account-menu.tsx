'use client';
/**
 * The header's account corner. The header is rendered on the server and cached for everyone,
 * so this island renders the guest links there and switches to the customer's menu after
 * hydration, inside a box of reserved width so nothing around it moves.
 */
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { loginHrefFor } from '@/lib/account/login-events';
import { logOut as endSession } from '@/lib/api/islands/account';
import { localeHref } from '@/lib/api/browser-effects';
import { defaultLocale, isLocale, splitLocale } from '@/lib/i18n/locales';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ExpandMoreIcon } from '@/components/ui/icons';
import { useMenuButton } from '@/components/ui/use-menu-button';
import { refreshCustomer, useCustomer, type Customer } from './use-customer';
import styles from './account-menu.module.css';

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

/** Focus moves between the menu's items with the arrow keys, Home and End (ARIA menu button). */
function moveFocus(menu: HTMLElement, key: string): boolean {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[key];
  if (next === undefined) return false;
  items[(next + items.length) % items.length]?.focus();
  return true;
}

function CustomerMenu({ customer }: { customer: Customer }) {
  const t = useTranslations('account.menu');
  const rawLocale = useLocale();
  const locale = isLocale(rawLocale) ? rawLocale : defaultLocale;
  const [leaving, setLeaving] = useState(false);
  const { open, setOpen, root, button, menu, buttonProps, menuProps } = useMenuButton();
  const name = customer.userName || customer.userId;

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open, menu]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (moveFocus(event.currentTarget, event.key)) {
      event.preventDefault();
    }
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };

  const logOut = async () => {
    setLeaving(true);
    try {
      await endSession(locale);
    } finally {
      await refreshCustomer();
      // A full load: whatever the islands hold in memory belonged to the ended login.
      window.location.assign(localeHref(locale, '/'));
    }
  };

  return (
    <div ref={root} className={styles.customer}>
      <button {...buttonProps} className={styles.button} aria-label={t('open', { name })} onClick={() => setOpen(!open)} onKeyDown={onButtonKeyDown}>
        <span className={styles.name}>{name}</span>
        <ExpandMoreIcon size="small" />
      </button>
      {open ? (
        <ul {...menuProps} className={styles.menu} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} href="/user" onClick={() => close(false)}>
              {t('user')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} href="/my-collection" onClick={() => close(false)}>
              {t('favourites')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} href="/my-tracks" onClick={() => close(false)}>
              {t('footprints')}
            </Link>
          </li>
          <li role="separator" className={styles.separator} />
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} disabled={leaving} onClick={() => void logOut()}>
              {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
