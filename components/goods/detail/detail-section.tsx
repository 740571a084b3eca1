import type { ReactNode } from 'react';
import styles from './detail-section.module.css';

/** A labelled region of the detail page: an h2 that names the section for assistive technology. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
