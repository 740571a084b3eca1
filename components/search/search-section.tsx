import type { ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import styles from './search-results.module.css';

/** One list of the result page (products, articles): a labelled region with its count. */
export function SearchSection({
  id,
  title,
  count,
  empty,
  noData,
  children,
}: {
  id: string;
  title: string;
  count: string;
  empty: boolean;
  noData: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionTop}>
        <h2 id={id}>{title}</h2>
        <p className={cx(text.body2, text.secondary)}>{count}</p>
      </div>
      {empty ? <p className={cx(text.secondary, styles.empty)}>{noData}</p> : children}
    </section>
  );
}
