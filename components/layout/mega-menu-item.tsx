'use client';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { MEGA_MENU_HOVER_DELAY_MS } from '@/lib/catalogue/constants';
import { Link } from '@/lib/i18n/navigation';
import { ExpandMoreIcon } from '@/components/ui/icons';
import type { MegaMenu } from './mega-menu-data';
import { MegaMenuPanel } from './mega-menu-panel';
import { navLinkSx } from './nav-item';

export interface MegaMenuItemProps {
  label: string;
  href: string;
  menu: MegaMenu;
  imageHost: string;
}

/**
 * A category item of the main nav (SPEC.md §2.4 item 1, §4): the label stays a real link; the
 * mega-menu opens after resting the pointer on the item for MEGA_MENU_HOVER_DELAY_MS, or from
 * the keyboard (Enter / Space on the arrow button, ArrowDown on either), and closes when the
 * pointer leaves, the page scrolls, focus leaves, or on Escape.
 */
export function MegaMenuItem({ label, href, menu, imageHost }: MegaMenuItemProps) {
  const t = useTranslations('megaMenu');
  const [open, setOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

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
    setOpen(true);
    // The panel is display: none until this render lands.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('a[href]')?.focus());
  };
  const onArrowDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openWithFocus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) close();
  };

  return (
    <Box
      component="li"
      onMouseEnter={() => {
        clearTimeout(hoverTimer.current);
        hoverTimer.current = setTimeout(() => setOpen(true), MEGA_MENU_HOVER_DELAY_MS);
      }}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      sx={{ display: 'flex', alignItems: 'stretch' }}
    >
      <Box component={Link} href={href} onKeyDown={onArrowDown} sx={{ ...navLinkSx, pr: 0, ...(open ? { bgcolor: 'rgba(255,255,255,0.12)' } : {}) }}>
        {label}
      </Box>
      <ButtonBase
        ref={toggle}
        aria-label={t('toggle', { name: label })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onArrowDown}
        sx={{ ...navLinkSx, display: 'flex', alignItems: 'center', pl: 0, pr: 0.75 }}
      >
        <ExpandMoreIcon size="small" sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      <MegaMenuPanel id={panelId} ref={panel} open={open} label={label} href={href} menu={menu} imageHost={imageHost} onFollow={close} />
    </Box>
  );
}
