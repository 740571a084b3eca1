import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/ui/locale-link';
import type { GalleryImage } from '@/contract/gallery';
import { sectionHref } from '@/lib/gallery/gallery-paths';
import { GalleryCards } from './gallery-cards';
import styles from './gallery-page.module.css';

/**
 * One gallery section on an overview page: its heading (the #TK00n anchor), its image cards and the link
 * to all of its images. Only the first block's first cards load eagerly (the page's largest paint).
 */
export function GallerySectionBlock({
  section,
  images,
  imageHost,
  first,
}: {
  section: { id: string; dictValue: string };
  images: readonly GalleryImage[];
  imageHost: string;
  first: boolean;
}) {
  const t = useTranslations('gallery');
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
      <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
        {section.dictValue}
      </h2>
      <GalleryCards images={images} imageHost={imageHost} eager={first ? 4 : 0} />
      <p className={styles.more}>
        <LocaleLink href={sectionHref(section.id)}>{t('viewSection', { name: section.dictValue })}</LocaleLink>
      </p>
    </section>
  );
}
