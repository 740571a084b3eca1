import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import type { CitationPage } from '@/lib/api/citations';
import { citationsHref } from '@/lib/evidence/citation-routes';
import styles from './goods-citations.module.css';

/**
 * The applications an item's citations used, as links to its publications page filtered by each:
 * every filter is a cached, crawlable page and needs no script (docs/product.md §2.6 citations).
 */
export function CitationFilters({ goodsId, citations, current }: { goodsId: number; citations: CitationPage; current?: string | null }) {
  const t = useTranslations('evidence');
  if (citations.applications.length < 2) return null;
  const chip = (application: string | null, label: string, title?: string) => {
    const selected = current !== undefined && current === application;
    return (
      <li key={application ?? ''}>
        <LocaleLink
          href={citationsHref({ goodsId, application, page: 1 })}
          // Spread, not `undefined`: an unset prop still costs its name in the RSC payload.
          {...(selected && { 'aria-current': 'page' as const })}
          {...(title && { title })}
          className={cx(styles.chip, selected && styles.chipSelected)}
        >
          {label}
        </LocaleLink>
      </li>
    );
  };
  return (
    <nav aria-label={t('filterByApplication')}>
      <ul className={styles.filters}>
        {chip(null, t('allApplications', { count: citations.citationCount }))}
        {citations.applications.map((application) =>
          chip(application.code, t('applicationCount', { code: application.code, count: application.count }), application.name),
        )}
      </ul>
    </nav>
  );
}
