'use client';
import { useId, useState, type ReactNode } from 'react';
import { ExpandLessIcon, ExpandMoreIcon } from '@/components/ui/icons';
import styles from './centre-menu.module.css';

/**
 * On a phone the centre's 23 sections fold behind one button that names the current section, so
 * the page's own heading is on the first screen; from 900 px the button is hidden and the list is
 * the side menu. The list stays server markup (children).
 */
export function CentreMenuDisclosure({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const Icon = open ? ExpandLessIcon : ExpandMoreIcon;
  return (
    <>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span className={styles.toggleLabel}>{label}</span>
        <Icon />
      </button>
      <div id={listId} className={styles.sections} data-open={open ? 'open' : undefined}>
        {children}
      </div>
    </>
  );
}
