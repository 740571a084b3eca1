import { useTranslations } from 'next-intl';
import type { CitationPage } from '@/lib/api/citations';
import styles from './goods-citations.module.css';

/**
 * Citations as a numbered reference list; `start` numbers a later page on from the earlier ones.
 * Styled by element, not by class per part: the goods page pays for every byte twice (HTML and RSC).
 */
export function CitationList({ citations, start = 1 }: { citations: CitationPage['list']; start?: number }) {
  const t = useTranslations('evidence');
  return (
    <ol className={styles.list} start={start}>
      {citations.map((citation) => (
        <li key={citation.id} data-application={citation.application.code}>
          {citation.authors} <b>{citation.title}.</b> <cite>{citation.journal}</cite> {citation.year}.{' '}
          <small>
            {t('pmid', { pmid: citation.pmid })} · {citation.application.name} · {citation.species.name}
          </small>
        </li>
      ))}
    </ol>
  );
}
