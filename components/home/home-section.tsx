import type { ReactNode } from 'react';
import styles from './home-section.module.css';

/** One of the home page's sections, named by its heading. */
export function HomeSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
