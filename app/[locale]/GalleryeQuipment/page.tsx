import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GalleryBreadcrumbs } from '@/components/gallery/gallery-breadcrumbs';
import { GalleryCards } from '@/components/gallery/gallery-cards';
import styles from '@/components/gallery/gallery-page.module.css';
import { ShownGoodsList } from '@/components/gallery/shown-goods-list';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { LocaleLink } from '@/components/ui/locale-link';
import text from '@/components/ui/text.module.css';
import { GALLERY_EQUIPMENT } from '@/contract/gallery';
import { fallback } from '@/lib/api/fallback';
import { getGalleryList } from '@/lib/api/gallery';
import { GALLERY_PATHS } from '@/lib/gallery/gallery-paths';
import { shownGoods } from '@/lib/gallery/shown-goods';
import type { Locale } from '@/lib/i18n/locales';
import { publicMetadata } from '@/lib/page-metadata';
import { imageHost } from '@/lib/site';

// Served from Next's cache and refreshed in the background (docs/architecture.md §4).
export const revalidate = 600;

type Props = PageProps<'/[locale]/GalleryeQuipment'>;

export const generateMetadata = publicMetadata('gallery', GALLERY_PATHS.equipment, { title: 'equipmentTitle', description: 'equipmentIntro' });

/** The platform's instruments (gallery section TK005), each linking to its image and to the instrument for sale. */
export default async function GalleryEquipmentPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, common, equipment] = await Promise.all([
    getTranslations('gallery'),
    getTranslations('common'),
    fallback(getGalleryList(locale, { code: GALLERY_EQUIPMENT }), { main: null }),
  ]);
  const images = equipment?.list ?? [];
  return (
    <Container page>
      <GalleryBreadcrumbs current={t('equipmentTitle')} />
      <h1 className={cx(text.pageTitle, styles.title)}>{t('equipmentTitle')}</h1>
      <p className={styles.intro}>{t('equipmentIntro')}</p>
      <p className={styles.links}>
        <LocaleLink href={GALLERY_PATHS.platform}>{t('platformLink')}</LocaleLink>
      </p>
      {images.length === 0 ? <p>{common('noData')}</p> : <GalleryCards images={images} imageHost={imageHost()} headingLevel={2} eager={4} />}
      <ShownGoodsList goods={shownGoods(images)} heading={t('equipmentGoods')} />
    </Container>
  );
}
