'use client';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import styles from './antibody-citation.module.css';

type Outcome = 'copied' | 'failed' | null;

/**
 * An antibody's citation line (server markup, passed as children) and a button that copies it
 * (docs/product.md §2.6 "Cite this antibody"), saying how it went in a polite live region so a
 * screen reader hears it too. The line is copied from the page rather than passed again as a
 * prop: the goods page pays for every byte twice, in its HTML and its RSC payload. Without a
 * clipboard (an insecure origin, a refused permission) it says so: one click selects the line.
 */
export function CopyCitation({ children }: { children: ReactNode }) {
  const t = useTranslations('evidence.copyCitation');
  const line = useRef<HTMLSpanElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(line.current?.textContent ?? '');
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <span ref={line} className={styles.line}>
        {children}
      </span>
      <button type="button" className={cx(button.base, button.outlined, button.small)} onClick={copy}>
        {t('action')}
      </button>
      <span role="status" aria-live="polite" className={styles.outcome}>
        {outcome ? t(outcome) : null}
      </span>
    </>
  );
}
