'use client';
import { useId, useState, type ReactNode } from 'react';
import styles from './menu-branch.module.css';

/**
 * A left-menu entry with sub-categories. The link and the nested list are server-rendered and
 * stay in the HTML while collapsed (crawlers follow them); only the toggle runs in the browser.
 */
export function MenuBranch({ link, toggleLabel, expanded, children }: { link: ReactNode; toggleLabel: string; expanded: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(expanded);
  const listId = useId();
  return (
    <>
      <div className={styles.row}>
        <div className={styles.link}>{link}</div>
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden>{open ? '▾' : '▸'}</span>
        </button>
      </div>
      <div id={listId} hidden={!open}>
        {children}
      </div>
    </>
  );
}
