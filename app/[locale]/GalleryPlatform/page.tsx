import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GalleryBreadcrumbs } from '@/components/gallery/gallery-breadcrumbs';
import { GallerySectionBlock } from '@/components/gallery/gallery-section-block';
import styles from '@/components/gallery/gallery-page.module.css';
import { ShownGoodsList } from '@/components/gallery/shown-goods-list';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { GALLERY_EQUIPMENT } from '@/contract/gallery';
import { fallback } from '@/lib/api/fallback';
import { getGalleryList } from '@/lib/api/gallery';
import { GALLERY_PATHS, groupBySection } from '@/lib/gallery/gallery-paths';
import { shownGoods } from '@/lib/gallery/shown-goods';
import type { Locale } from '@/lib/i18n/locales';
import { publicMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';

// Served from Next's cache and refreshed in the background (docs/architecture.md §4).
export const revalidate = 600;

/** Sample cards per staining section on the platform page. */
const SAMPLES_PER_SECTION = 4;

type Props = PageProps<'/[locale]/GalleryPlatform'>;

export const generateMetadata = publicMetadata('gallery', GALLERY_PATHS.platform, { title: 'platformTitle', description: 'platformIntro' });

/** The histopathology platform: its staining services as gallery samples, and the goods they use. */
export default async function GalleryPlatformPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, common, gallery] = await Promise.all([getTranslations('gallery'), getTranslations('common'), fallback(getGalleryList(locale), { main: null })]);
  const stained = gallery
    ? groupBySection(
        gallery.sections.filter((section) => section.id !== GALLERY_EQUIPMENT),
        gallery.list,
      )
    : [];
  const host = imageHost();
  return (
    <Container page>
      <GalleryBreadcrumbs current={t('platformTitle')} />
      <h1 className={cx(text.pageTitle, styles.title)}>{t('platformTitle')}</h1>
      <p className={styles.intro}>{t('platformIntro')}</p>
      <p className={styles.links}>
        <LocaleLink href={GALLERY_PATHS.equipment}>{t('equipmentLink')}</LocaleLink>
      </p>
      {stained.length === 0 ? <p>{common('noData')}</p> : null}
      {stained.map((section, index) => (
        <GallerySectionBlock key={section.id} section={section} images={section.images.slice(0, SAMPLES_PER_SECTION)} imageHost={host} first={index === 0} />
      ))}
      <ShownGoodsList goods={shownGoods(stained.flatMap((section) => section.images))} heading={t('platformServices')} />
    </Container>
  );
}
