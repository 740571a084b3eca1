import { useTranslations } from 'next-intl';
import { HeadedRegion } from '@/components/ui/headed-region';
import type { GallerySection } from '@/contract/gallery';
import styles from './section-index.module.css';

/** The in-page index of the library's sections: anchors to #TK001 … with their image counts. */
export function SectionIndex({ sections }: { sections: readonly GallerySection[] }) {
  const t = useTranslations('gallery');
  return (
    <HeadedRegion as="nav" headingId="gallery-index-heading" heading={t('sectionIndex')} className={styles.index} headingClassName={styles.heading}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.link}>
              {section.dictValue} <span className={styles.count}>({t('imageCount', { count: section.imageCount })})</span>
            </a>
          </li>
        ))}
      </ul>
    </HeadedRegion>
  );
}
