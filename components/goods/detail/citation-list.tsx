import { useTranslations } from 'next-intl';
import type { CitationPage } from '@/lib/api/citations';
import styles from './goods-citations.module.css';

/** Citations as a numbered reference list; `start` numbers a later page on from the earlier ones. */
export function CitationList({ citations, start = 1 }: { citations: CitationPage['list']; start?: number }) {
  const t = useTranslations('evidence');
  return (
    <ol className={styles.list} start={start}>
      {citations.map((citation) => (
        <li key={citation.id} data-application={citation.application.code} className={styles.item}>
          <span className={styles.authors}>{citation.authors}</span> <span className={styles.title}>{citation.title}.</span>{' '}
          <cite className={styles.journal}>{citation.journal}</cite> {citation.year}.{' '}
          <span className={styles.meta}>
            {t('pmid', { pmid: citation.pmid })} · {citation.application.name} · {citation.species.name}
          </span>
        </li>
      ))}
    </ol>
  );
}
