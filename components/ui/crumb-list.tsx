import { Fragment } from 'react';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './crumb-list.module.css';

/** Links to the pages above, then this page's title (not a link: it is this page). */
export function CrumbList({ label, links, current }: { label: string; links: readonly { name: string; href: string }[]; current: string }) {
  return (
    <nav aria-label={label} className={styles.crumbs}>
      <ol className={styles.list}>
        {links.map((crumb) => (
          <Fragment key={crumb.href}>
            <li>
              <LocaleLink href={crumb.href}>{crumb.name}</LocaleLink>
            </li>
            <li aria-hidden className={styles.separator}>
              /
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className={styles.current}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
