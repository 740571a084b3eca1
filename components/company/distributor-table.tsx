/** Distributors grouped by region, countries named in the page's language (docs/product.md §2.2). Server markup. */
import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import type { Distributor } from '@/lib/api/company';
import { groupDistributors, websiteHref } from '@/lib/company/distributors';
import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import styles from './company.module.css';
import { ColumnHeads } from '@/components/ui/column-heads';

const KNOWN_REGIONS = new Set(['asia', 'europe', 'americas', 'oceania', 'africa']);

export function DistributorTable({ distributors }: { distributors: readonly Distributor[] }) {
  const t = useTranslations('company');
  const locale = useLocale();
  const groups = groupDistributors(distributors, isLocale(locale) ? locale : defaultLocale);
  return (
    <section aria-labelledby="distributors-heading" className={styles.section}>
      <h2 id="distributors-heading">{t('distributorsHeading')}</h2>
      {groups.map((group) => (
        <div key={group.region} className={styles.section}>
          <h3>{KNOWN_REGIONS.has(group.region) ? t(`region.${group.region}`) : group.region}</h3>
          <div className={surface.tableScroll} tabIndex={0}>
            <table className={cx(surface.table, styles.wideTable)}>
              <ColumnHeads labels={[t('countryColumn'), t('companyColumn'), t('cityColumn'), t('contactColumn')]} />
              <tbody>
                {group.distributors.map((row) => {
                  const website = websiteHref(row.website);
                  return (
                    <tr key={row.id}>
                      <th scope="row">{row.country}</th>
                      <td>
                        {website ? (
                          <a href={website} rel="noopener nofollow" target="_blank">
                            {row.company}
                          </a>
                        ) : (
                          row.company
                        )}
                      </td>
                      <td>{row.city}</td>
                      <td>
                        <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</a>
                        <br />
                        <a href={`mailto:${row.email}`}>{row.email}</a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}
