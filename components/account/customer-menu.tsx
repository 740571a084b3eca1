'use client';
/** The logged-in customer's menu in the header's account corner (account-menu.tsx loads it). */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { logOut as endSession } from '@/lib/api/islands/account';
import { localeHref } from '@/lib/api/browser-effects';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { ExpandMoreIcon } from '@/components/ui/icons';
import { useMenuButton } from '@/components/ui/use-menu-button';
import { refreshCustomer, type Customer } from './use-customer';
import styles from './account-menu.module.css';

/** Focus moves between the menu's items with the arrow keys, Home and End (ARIA menu button). */
function moveFocus(menu: HTMLElement, key: string): boolean {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)'));
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[key];
  if (next === undefined) return false;
  items[(next + items.length) % items.length]?.focus();
  return true;
}

export function CustomerMenu({ customer }: { customer: Customer }) {
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
            <Link role="menuitem" tabIndex={-1} href="/my-inquiries" onClick={() => close(false)}>
              {t('inquiries')}
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
