/**
 * The company section's side menu (docs/product.md §2.2): profile, catalogues, distributors,
 * protocols, storage, data centre, purchase notices and contact. Server markup.
 */
import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import { cx } from '@/components/ui/class-names';
import { COMPANY_PAGE_PATHS, CONTACT_PATH, DATA_CENTER_PATH, PURCHASE_DETAIL_PATH } from '@/lib/company/company-routes';
import styles from './company.module.css';

const LINKS = [
  ['profile', COMPANY_PAGE_PATHS.profile],
  ['catalog', COMPANY_PAGE_PATHS.catalog],
  ['distributors', COMPANY_PAGE_PATHS.distributors],
  ['staining', COMPANY_PAGE_PATHS.staining],
  ['transport', COMPANY_PAGE_PATHS.transport],
  ['dataCenter', DATA_CENTER_PATH],
  ['purchase', PURCHASE_DETAIL_PATH],
  ['contact', CONTACT_PATH],
] as const;

export function CompanyNav({ current }: { current: string }) {
  const t = useTranslations('company');
  return (
    <nav aria-labelledby="company-nav-heading" className={cx(surface.box, styles.side)}>
      <h2 id="company-nav-heading" className={styles.sideHeading}>
        {t('sectionNav')}
      </h2>
      <ul className={styles.sideList}>
        {LINKS.map(([key, href]) => (
          <li key={key}>
            <LocaleLink href={href} className={styles.sideLink} aria-current={href === current ? 'page' : undefined}>
              {t(`links.${key}`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
