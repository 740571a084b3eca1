import { getTranslations } from 'next-intl/server';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import { siteUrl } from '@/lib/site';
import styles from './listing-breadcrumbs.module.css';

export interface Crumb {
  id: string;
  name: string;
}

/** Home › ancestors › the category shown, with a BreadcrumbList for search engines. */
export async function ListingBreadcrumbs({ trail, current, locale }: { trail: readonly Crumb[]; current: Crumb; locale: Locale }) {
  const [t, nav] = await Promise.all([getTranslations('catalogue'), getTranslations('nav')]);
  const links = [{ name: nav('home'), href: '/' }, ...trail.map((crumb) => ({ name: crumb.name, href: categoryHref(crumb) }))];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...links, { name: current.name, href: categoryHref(current) }].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl()}${localePath(locale, crumb.href)}`,
    })),
  };

  return (
    <>
      <nav aria-label={t('breadcrumbLabel')} className={styles.breadcrumbs}>
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
      {/* '<' escaped so a category name can never close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </>
  );
}
