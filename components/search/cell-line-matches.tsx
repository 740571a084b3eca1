'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import { LocaleLink } from '@/components/ui/locale-link';
import type { CellLineMatch } from '@/lib/search/cell-lines';
import styles from './cell-bank-search.module.css';

/** The cell lines a keyword found, as links to their listings; null matches while loading. */
export function CellLineMatches({ keyword, matches }: { keyword: string; matches: readonly CellLineMatch[] | null }) {
  const t = useTranslations('search');
  const common = useTranslations('common');
  const headingId = useId();
  const status = cx(text.body2, text.secondary);
  return (
    <section aria-labelledby={headingId} aria-busy={matches === null} className={styles.matches}>
      <h3 id={headingId}>{t('cellSearchResults', { term: keyword })}</h3>
      {matches === null ? (
        <p role="status" className={status}>
          {common('WAIT_LOAD')}
        </p>
      ) : matches.length === 0 ? (
        <p role="status" className={status}>
          {common('noData')}
        </p>
      ) : (
        <ul>
          {matches.map((match) => (
            <li key={match.id}>
              <LocaleLink href={match.href} title={match.remark ?? undefined}>
                {match.name}
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
