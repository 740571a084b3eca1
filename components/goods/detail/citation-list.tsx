import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { CitationPage } from '@/lib/api/citations';
import { pubmedHref } from '@/lib/evidence/publication-links';
import styles from './goods-citations.module.css';

/** A citation's PMID, linked to PubMed in a new tab as the site opens other sites; a malformed one stays text. */
function PubmedLink({ pmid, children }: { pmid: string; children: ReactNode }) {
  const href = pubmedHref(pmid);
  return href ? (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  ) : (
    children
  );
}

/**
 * Citations as a numbered reference list; `start` numbers a later page on from the earlier ones.
 * Styled by element, not by class per part: the goods page pays for every byte twice (HTML and RSC).
 */
export function CitationList({ citations, start = 1 }: { citations: CitationPage['list']; start?: number }) {
  const t = useTranslations('evidence');
  return (
    <ol className={styles.list} {...(start > 1 && { start })}>
      {citations.map((citation) => (
        <li key={citation.id} data-application={citation.application.code}>
          {/* Text runs as one string each: every separate run is one more entry in the RSC payload. */}
          {`${citation.authors} `}
          <b>{`${citation.title}.`}</b> <cite>{citation.journal}</cite>
          {` ${citation.year}. `}
          <small>
            {t.rich('pmid', { pmid: citation.pmid, link: (chunks) => <PubmedLink pmid={citation.pmid}>{chunks}</PubmedLink> })}
            {` · ${citation.application.name} · ${citation.species.name}`}
          </small>
        </li>
      ))}
    </ol>
  );
}
