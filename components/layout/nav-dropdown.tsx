'use client';
import { useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { ExpandMoreIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/locale-link';
import { useOutsidePointer } from '@/components/ui/use-menu-button';
import styles from './nav.module.css';

export interface NavDropdownProps {
  label: string;
  /** The entry's own page, when it has one: then the label is a link and the arrow a button. */
  href?: string;
  /** The arrow button's name when the label is a link (the button has no text of its own). */
  toggleLabel?: string;
  listId: string;
  /** The server-rendered `<li>` links (nav-links.tsx). */
  children: ReactNode;
}

/**
 * A main-nav entry with a dropdown list of links (a disclosure, not an ARIA menu: the entries
 * are plain links). The list is server markup, hidden until the button opens it; Escape, a
 * click outside or focus leaving the entry closes it.
 */
export function NavDropdown({ label, href, toggleLabel, listId, children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useOutsidePointer(item, open, () => setOpen(false));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOpen(false);
  };
  const onListClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <li ref={item} className={cx(styles.item, styles.dropdownItem, href && styles.withLink, open && styles.open)} onKeyDown={onKeyDown} onBlur={onBlur}>
      {href ? (
        <LocaleLink href={href} className={styles.link}>
          {label}
        </LocaleLink>
      ) : null}
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={href ? toggleLabel : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {href ? null : <span>{label}</span>}
        <ExpandMoreIcon size="small" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!open} onClick={onListClick}>
        {children}
      </ul>
    </li>
  );
}
