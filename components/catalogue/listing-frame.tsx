import type { ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import text from '@/components/ui/text.module.css';
import styles from './listing-frame.module.css';

export interface ListingFrameProps {
  breadcrumbs: ReactNode;
  title: string;
  headingId: string;
  /** Goods count and the view-mode switch, beside the heading. */
  subtitle?: ReactNode;
  toolbar?: ReactNode;
  menu: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}

/**
 * A category page (docs/product.md §2.4 item 2): left menu, the goods in the middle, index and
 * recommendations on the right. Below 900 px the columns stack, the menu above the goods;
 * between 900 and 1200 px the right column moves under the two others.
 */
export function ListingFrame({ breadcrumbs, title, headingId, subtitle, toolbar, menu, aside, children }: ListingFrameProps) {
  return (
    <Container width="xl" page>
      {breadcrumbs}
      <div className={styles.head}>
        <div className={styles.titles}>
          <h1 id={headingId} className={text.pageTitle}>
            {title}
          </h1>
          {subtitle ? <p className={cx(text.body2, text.secondary)}>{subtitle}</p> : null}
        </div>
        {toolbar}
      </div>
      <div className={styles.columns}>
        <div className={styles.menu}>{menu}</div>
        <div className={styles.goods}>{children}</div>
        <aside className={styles.aside}>{aside}</aside>
      </div>
    </Container>
  );
}
