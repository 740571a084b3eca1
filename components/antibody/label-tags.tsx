import { useTranslations } from 'next-intl';
import styles from './label-tags.module.css';

/**
 * An antibody's labels (host, clonality, conjugate, isotype) as tags. Codes the shop knows are translated; a
 * name the API already localised, or an unknown code, shows as it came.
 */
export function LabelTags({ labels }: { labels: readonly string[] }) {
  const t = useTranslations('antibody.labels');
  if (labels.length === 0) return null;
  return (
    <>
      {labels.map((label) => (
        <span key={label} className={styles.tag}>
          {t.has(label) ? t(label) : label}
        </span>
      ))}
    </>
  );
}
