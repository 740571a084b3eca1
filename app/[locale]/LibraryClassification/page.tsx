import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GalleryBreadcrumbs } from '@/components/gallery/gallery-breadcrumbs';
import { GallerySectionBlock } from '@/components/gallery/gallery-section-block';
import { SectionIndex } from '@/components/gallery/section-index';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { cx } from '@/components/ui/class-names';
import { fallback } from '@/lib/api/fallback';
import { getGalleryList } from '@/lib/api/gallery';
import { GALLERY_PATHS, groupBySection } from '@/lib/gallery/gallery-paths';
import type { Locale } from '@/lib/i18n/locales';
import { publicMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';
import styles from '@/components/gallery/gallery-page.module.css';

// Served from Next's cache and refreshed in the background (docs/architecture.md §4).
export const revalidate = 600;

type Props = PageProps<'/[locale]/LibraryClassification'>;

export const generateMetadata = publicMetadata('gallery', GALLERY_PATHS.library, { title: 'metaTitle', description: 'metaDescription' });

/** The gallery: every section's image cards under an anchor (#TK001 …), with an index on top. */
export default async function LibraryClassificationPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, common, gallery] = await Promise.all([getTranslations('gallery'), getTranslations('common'), fallback(getGalleryList(locale), { main: null })]);
  const sections = gallery ? groupBySection(gallery.sections, gallery.list) : [];
  const host = imageHost();
  return (
    <Container page>
      <GalleryBreadcrumbs current={t('libraryTitle')} atLibrary />
      <h1 className={cx(text.pageTitle, styles.title)}>{t('libraryTitle')}</h1>
      <p className={styles.intro}>{t('libraryIntro')}</p>
      <p className={styles.links}>
        <LocaleLink href={GALLERY_PATHS.platform}>{t('platformLink')}</LocaleLink>
        <LocaleLink href={GALLERY_PATHS.equipment}>{t('equipmentLink')}</LocaleLink>
      </p>
      {sections.length === 0 ? <p>{common('noData')}</p> : <SectionIndex sections={gallery?.sections.filter((s) => s.imageCount > 0) ?? []} />}
      {sections.map((section, index) => (
        <GallerySectionBlock key={section.id} section={section} images={section.images} imageHost={host} first={index === 0} />
      ))}
    </Container>
  );
}
