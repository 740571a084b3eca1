import { useTranslations } from 'next-intl';
import type { CitationPage } from '@/lib/api/citations';
import { citationFilterCss } from '@/lib/evidence/citation-filter';
import styles from './goods-citations.module.css';

/** The section id the impact-factor link opens (docs/product.md §2.6 citations). */
export const CITATIONS_SECTION_ID = 'citations';

/**
 * "Cited in N publications": the references, newest first, filtered by application with radios
 * and CSS only, so the goods page ships no script for it (docs/islands.md: server markup first).
 */
export function GoodsCitations({ citations }: { citations: CitationPage }) {
  const t = useTranslations('evidence');
  const headingId = `${CITATIONS_SECTION_ID}-heading`;
  return (
    <section id={CITATIONS_SECTION_ID} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('citedIn', { count: citations.citationCount })}
      </h2>
      {citations.applications.length > 1 ? (
        <fieldset className={styles.filters}>
          <legend className={styles.legend}>{t('filterByApplication')}</legend>
          <label className={styles.chip}>
            <input type="radio" name="citation-application" value="" defaultChecked />
            {t('allApplications', { count: citations.citationCount })}
          </label>
          {citations.applications.map((application) => (
            <label key={application.code} className={styles.chip} title={application.name}>
              <input type="radio" name="citation-application" value={application.code} />
              {t('applicationCount', { code: application.code, count: application.count })}
            </label>
          ))}
        </fieldset>
      ) : null}
      <style>{citationFilterCss(CITATIONS_SECTION_ID, citations.applications.map((application) => application.code))}</style>
      {citations.list.length < citations.citationCount ? (
        <p className={styles.meta}>{t('citationsShown', { shown: citations.list.length, count: citations.citationCount })}</p>
      ) : null}
      <ol className={styles.list}>
        {citations.list.map((citation) => (
          <li key={citation.id} data-application={citation.application.code} className={styles.item}>
            <span className={styles.authors}>{citation.authors}</span> <span className={styles.title}>{citation.title}.</span>{' '}
            <cite className={styles.journal}>{citation.journal}</cite> {citation.year}.{' '}
            <span className={styles.meta}>
              {t('pmid', { pmid: citation.pmid })} · {citation.application.name} · {citation.species.name}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
