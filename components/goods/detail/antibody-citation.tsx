import { useTranslations } from 'next-intl';
import { antibodyCitation, citationMessage, citationValues } from '@/lib/evidence/antibody-citation';
import { CopyCitation } from './copy-citation';
import styles from './antibody-citation.module.css';

/**
 * "Cite this antibody: LabShop Cat# AB10001M, RRID:AB_…" on an antibody's goods page, with a copy
 * button (docs/product.md §2.6). The line is server markup in the page's language, handed to the
 * button's island as its children.
 */
export function AntibodyCitationLine({ itemno, rrid }: { itemno: string; rrid: string | null }) {
  const t = useTranslations('evidence');
  const tokens = antibodyCitation(itemno, rrid);
  const line = t(citationMessage(tokens), citationValues(tokens));
  return (
    <p className={styles.cite}>
      <span className={styles.label}>{t('citeAntibody')}</span>
      <CopyCitation>{line}</CopyCitation>
    </p>
  );
}
