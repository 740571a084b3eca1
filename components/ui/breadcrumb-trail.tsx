import { LocaleLink } from '@/components/ui/locale-link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLdScript } from './json-ld';
import { siteUrl } from '@/lib/site';
import styles from './breadcrumb-trail.module.css';

export interface BreadcrumbLink {
  name: string;
  href: string;
}

/** The links above a page, then the page itself (not a link), with a BreadcrumbList for search engines. */
export function BreadcrumbTrail({
  label,
  links,
  current,
  locale,
}: {
  label: string;
  links: readonly BreadcrumbLink[];
  current: BreadcrumbLink;
  locale: Locale;
}) {
  const jsonLd = breadcrumbJsonLd([...links, current].map((crumb) => ({ name: crumb.name, url: `${siteUrl()}${localePath(locale, crumb.href)}` })));
  return (
    <>
      <nav aria-label={label} className={styles.breadcrumbs}>
        <ol className={styles.list}>
          {links.map((crumb) => (
            <li key={crumb.href} className={styles.crumb}>
              <LocaleLink href={crumb.href} className={styles.link}>
                {crumb.name}
              </LocaleLink>
              <span aria-hidden className={styles.separator}>
                /
              </span>
            </li>
          ))}
          <li className={styles.crumb}>
            <span aria-current="page" className={styles.current}>
              {current.name}
            </span>
          </li>
        </ol>
      </nav>
      <JsonLdScript data={jsonLd} />
    </>
  );
}
