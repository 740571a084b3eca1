import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Crumb } from './crumbs';
import styles from './goods-breadcrumbs.module.css';

/** Home → the goods item's categories → the goods item itself (not a link: it is this page). */
export function GoodsBreadcrumbs({ crumbs, title }: { crumbs: readonly Crumb[]; title: string }) {
  const t = useTranslations('goods');
  const links = [{ name: t('home'), href: '/' }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb')} className={styles.crumbs}>
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
          {title}
        </li>
      </ol>
    </nav>
  );
}
