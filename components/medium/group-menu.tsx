'use client';
import { useEffect, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { CheckBoxIcon, CheckBoxOutlineIcon, ExpandMoreIcon } from '@/components/ui/icons';
import { useMenuButton } from '@/components/ui/use-menu-button';
import type { FacetOption } from '@/lib/api/finder-shape';
import styles from './group-menu.module.css';

export interface GroupMenuProps {
  group: 'type' | 'form' | 'additive';
  options: readonly FacetOption[];
  selected: readonly string[];
  onToggle: (code: string) => void;
}

/** The menu's items that take focus: the ones not disabled. */
function focusableItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitemcheckbox"]:not([aria-disabled="true"])')] : [];
}

/**
 * Each tick navigates to the filtered page, which mounts the filter bar anew; the menu that
 * was ticked reopens there with the ticked option focused, so several options can be chosen
 * in a row as before the navigation.
 */
let reopening: { group: string; code: string } | null = null;

// The note is written only through these, from event handlers and effects, never while rendering.
function noteReopening(group: string, code: string): void {
  reopening = { group, code };
}

function forgetReopening(): void {
  reopening = null;
}

/**
 * One dropdown checklist of the medium filter bar (docs/product.md §2.4 item 4), an ARIA menu of
 * checkbox items: arrows move, Enter or Space ticks, Escape closes. The menu stays open while
 * options are ticked, so several can be chosen in a row; each tick updates the URL.
 */
export function GroupMenu({ group, options, selected, onToggle }: GroupMenuProps) {
  const t = useTranslations('medium');
  const [reopened] = useState(() => (reopening?.group === group ? reopening.code : null));
  const {
    open,
    setOpen,
    root,
    button: buttonRef,
    menu: menuRef,
    buttonProps,
    menuProps,
  } = useMenuButton({ initiallyOpen: reopened !== null, onOutside: () => close(false) });
  // How far the menu moves left so it stays on a narrow screen.
  const [shift, setShift] = useState(0);

  // The filtered page's menu has read the note while rendering, before this one unmounts;
  // anything left over (the tick did not navigate) must not reopen a later menu.
  useEffect(() => forgetReopening, []);

  const toggleOption = (code: string) => {
    noteReopening(group, code);
    onToggle(code);
  };

  const close = (returnFocus: boolean) => {
    forgetReopening();
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !menuRef.current) return;
    // Measured once per opening, with the shift of the last opening still applied.
    const overflow = menuRef.current.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
    setShift((applied) => Math.max(0, overflow + applied));
    const items = focusableItems(menuRef.current);
    (items.find((item) => item.dataset.code === reopened) ?? items[0] ?? menuRef.current).focus();
    if (reopened !== null) forgetReopening();
  }, [open, menuRef, reopened]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = focusableItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focus(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focus(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const code = (document.activeElement as HTMLElement | null)?.dataset.code;
        if (code) toggleOption(code);
        break;
      }
      default:
    }
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        {...buttonProps}
        className={cx(button.base, button.small, selected.length ? button.contained : button.outlined, styles.button)}
        onClick={() => setOpen((value) => !value)}
      >
        {t('groupButton', { group, count: selected.length })}
        <ExpandMoreIcon size="small" />
      </button>
      {open ? (
        <ul {...menuProps} tabIndex={-1} className={styles.menu} style={shift ? { left: -shift } : undefined} onKeyDown={onKeyDown}>
          {options.length === 0 ? (
            <li role="menuitem" aria-disabled="true" className={cx(styles.item, styles.disabled)}>
              {t('noOptions')}
            </li>
          ) : null}
          {options.map((option) => {
            const checked = selected.includes(option.code);
            const disabled = !checked && option.count === 0;
            const Icon = checked ? CheckBoxIcon : CheckBoxOutlineIcon;
            return (
              <li
                key={option.code}
                role="menuitemcheckbox"
                aria-checked={checked}
                aria-disabled={disabled || undefined}
                tabIndex={-1}
                data-code={disabled ? undefined : option.code}
                className={cx(styles.item, disabled && styles.disabled)}
                onClick={disabled ? undefined : () => toggleOption(option.code)}
              >
                <Icon size="small" className={checked ? styles.checked : styles.unchecked} />
                {t('optionLabel', { name: option.name, count: option.count })}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
