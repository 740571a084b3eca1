import type { ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import text from '@/components/ui/text.module.css';
import styles from './antibody-frame.module.css';

export interface AntibodyFrameProps {
  breadcrumbs: ReactNode;
  title: string;
  subtitle: ReactNode;
  /** The filter panel, left. */
  panel: ReactNode;
  children: ReactNode;
}

/** The antibody page (docs/product.md §2.4 item 3): the filter panel beside the results, wider than a category menu. */
export function AntibodyFrame({ breadcrumbs, title, subtitle, panel, children }: AntibodyFrameProps) {
  return (
    <Container width="xl" page>
      {breadcrumbs}
      <div className={styles.top}>
        <h1 className={text.pageTitle}>{title}</h1>
        <p className={cx(text.body2, text.secondary)}>{subtitle}</p>
      </div>
      <div className={styles.columns}>
        <div>{panel}</div>
        <div>{children}</div>
      </div>
    </Container>
  );
}
