'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import styles from './antibody-citation.module.css';

type Outcome = 'copied' | 'failed' | null;

/**
 * Copies an antibody's citation line (docs/product.md §2.6 "Cite this antibody") and says how it
 * went in a polite live region, so a screen reader hears it too. Without a clipboard (an insecure
 * origin, a refused permission) it says so: the line stays on the page to select by hand.
 */
export function CopyCitation({ text }: { text: string }) {
  const t = useTranslations('evidence.copyCitation');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <button type="button" className={cx(button.base, button.outlined, button.small)} aria-label={t('label')} onClick={copy}>
        {t('action')}
      </button>
      <span role="status" aria-live="polite" className={styles.outcome}>
        {outcome ? t(outcome) : null}
      </span>
    </>
  );
}
