'use client';
import { CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { cx } from '@/components/ui/class-names';
import button from '@/components/ui/button.module.css';
import { HEADER_PANEL_IDS } from './header-ids';
import { useHeaderPanels, type HeaderPanel } from './header-panels';

const ICONS: Record<HeaderPanel, typeof MenuIcon> = { search: SearchIcon, menu: MenuIcon };

/**
 * A phone header button that shows or hides the server-rendered search row or menu drawer.
 * Desktop layouts hide it: there both are always shown.
 */
export function HeaderToggle({ panel, label, className }: { panel: HeaderPanel; label: string; className?: string }) {
  const { open, toggle } = useHeaderPanels();
  const controls = HEADER_PANEL_IDS[panel];
  const expanded = open.has(panel);
  const Icon = expanded ? CloseIcon : ICONS[panel];

  const onClick = () => {
    toggle(panel);
    if (panel === 'search' && !expanded) {
      // The row is display: none until this render lands.
      requestAnimationFrame(() => document.getElementById(controls)?.querySelector<HTMLInputElement>('input')?.focus());
    }
  };

  return (
    <button type="button" className={cx(button.icon, className)} aria-label={label} aria-expanded={expanded} aria-controls={controls} onClick={onClick}>
      <Icon />
    </button>
  );
}
