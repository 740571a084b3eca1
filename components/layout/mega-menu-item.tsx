'use client';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { MEGA_MENU_HOVER_DELAY_MS } from '@/lib/catalogue/constants';
import { cx } from '@/components/ui/class-names';
import { ExpandMoreIcon } from '@/components/ui/icons';
import { LocaleLink } from '@/components/ui/locale-link';
import { loadMegaMenuGoods } from './mega-menu-goods-slot';
import { MegaMenuOpened } from './mega-menu-opened';
import styles from './nav.module.css';

export interface MegaMenuItemProps {
  label: string;
  href: string;
  /** The arrow button's name, e.g. "Show the Antibodies menu". */
  toggleLabel: string;
  panelId: string;
  /** The server-rendered panel (mega-menu-panel.tsx). */
  children: ReactNode;
}

/**
 * A category item of the main nav (docs/product.md §2.4 item 1, §4): the label stays a real link; the
 * mega-menu opens after resting the pointer on the item for MEGA_MENU_HOVER_DELAY_MS, or from
 * the keyboard (Enter / Space on the arrow button, ArrowDown on either), and closes when the
 * pointer leaves, the page scrolls, focus leaves, a link in it is followed, or on Escape. From
 * the first opening on, the panel's featured-goods slot loads and keeps its goods.
 */
export function MegaMenuItem({ label, href, toggleLabel, panelId, children }: MegaMenuItemProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const show = useCallback(() => {
    setOpen(true);
    setOpened(true);
  }, []);
  const close = useCallback(() => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
  }, []);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (!open) return;
    window.addEventListener('scroll', close, { passive: true });
    return () => window.removeEventListener('scroll', close);
  }, [open, close]);

  const openWithFocus = () => {
    show();
    // The panel is hidden until this render lands.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('a[href]')?.focus());
  };
  const onArrowDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openWithFocus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close();
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) close();
  };
  // The nav stays mounted across pages, so a followed link must shut the panel.
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  return (
    <li
      className={cx(styles.item, styles.withLink, open && styles.open)}
      onMouseEnter={() => {
        // The pointer may open the menu: its featured goods' code is fetched while it rests.
        void loadMegaMenuGoods();
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(show, MEGA_MENU_HOVER_DELAY_MS);
      }}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {/* A plain link, as the server's (docs/islands.md): nothing prefetched, no next/link in the first load. */}
      <LocaleLink href={href} className={styles.link} onKeyDown={onArrowDown}>
        {label}
      </LocaleLink>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : show())}
        onKeyDown={onArrowDown}
      >
        <ExpandMoreIcon size="small" className={styles.chevron} />
      </button>
      <div id={panelId} ref={panel} className={styles.panel} hidden={!open} onClick={onPanelClick}>
        <MegaMenuOpened value={opened}>{children}</MegaMenuOpened>
      </div>
    </li>
  );
}
