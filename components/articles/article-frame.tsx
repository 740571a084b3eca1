import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import styles from './article-frame.module.css';

/**
 * An article page or list: breadcrumbs, the content tree's menu on the left (above the text below
 * 900 px), the text on the right, one readable column wide.
 */
export function ArticleFrame({ breadcrumbs, menu, children }: { breadcrumbs: ReactNode; menu: ReactNode; children: ReactNode }) {
  return (
    <Container width="xl" page>
      {breadcrumbs}
      <div className={styles.columns}>
        <div className={styles.menu}>{menu}</div>
        <div className={styles.main}>{children}</div>
      </div>
    </Container>
  );
}
