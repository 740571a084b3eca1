import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import type { CitationPage } from '@/lib/api/citations';
import { citationsHref } from '@/lib/evidence/citation-routes';
import { CitationFilters } from './citation-filters';
import { CitationList } from './citation-list';
import styles from './goods-citations.module.css';

/** The section id the impact-factor link opens (docs/product.md §2.6 citations). */
export const CITATIONS_SECTION_ID = 'citations';

/**
 * "Cited in N publications" on the goods page: the newest few, and the applications as links to
 * the publications page, which lists them all (docs/product.md §2.6 citations). Server markup only.
 */
export function GoodsCitations({ goodsId, citations }: { goodsId: number; citations: CitationPage }) {
  const t = useTranslations('evidence');
  const headingId = `${CITATIONS_SECTION_ID}-heading`;
  const more = citations.list.length < citations.citationCount;
  return (
    <section id={CITATIONS_SECTION_ID} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('citedIn', { count: citations.citationCount })}
      </h2>
      <CitationFilters goodsId={goodsId} citations={citations} />
      {more ? <p className={styles.meta}>{t('citationsShown', { shown: citations.list.length, count: citations.citationCount })}</p> : null}
      <CitationList citations={citations.list} />
      {more ? (
        <p className={styles.more}>
          <LocaleLink href={citationsHref({ goodsId, application: null, page: 1 })} className={styles.moreLink}>
            {t('allPublications', { count: citations.citationCount })}
          </LocaleLink>
        </p>
      ) : null}
    </section>
  );
}
