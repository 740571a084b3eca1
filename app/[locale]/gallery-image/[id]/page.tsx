import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { DeepZoomViewer } from '@/components/gallery/deep-zoom-viewer';
import { GalleryBreadcrumbs } from '@/components/gallery/gallery-breadcrumbs';
import { galleryImageJsonLd } from '@/lib/gallery/gallery-json-ld';
import { ImageLegend } from '@/components/gallery/image-legend';
import { JsonLdScript } from '@/components/ui/json-ld';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { IslandMessages } from '@/components/ui/island-messages';
import text from '@/components/ui/text.module.css';
import { fallback } from '@/lib/api/fallback';
import { getGalleryImage, type GalleryImageDetail } from '@/lib/api/gallery';
import { imageUrl } from '@/lib/catalogue/image';
import { imageHref, parseImageId, sectionHref } from '@/lib/gallery/gallery-paths';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { publicPageMetadata } from '@/lib/page-metadata';
import { imageHost, siteUrl } from '@/lib/site';
import { metaDescription } from '@/lib/structured-data';
import styles from './page.module.css';
import { readCachedPath } from '../../cached-path';

// Rendered on first request and served from Next's cache: the proxy turns /GalleryGoodsDetail?id=23 into the [id] segment.
export const revalidate = 600;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/gallery-image/[id]'>;

/** What the viewer island says. */
const VIEWER_MESSAGES = ['viewerLabel', 'viewerControls', 'zoomIn', 'zoomOut', 'zoomHome', 'fullScreen', 'viewerHint', 'viewerLoading', 'viewerFailed'].map(
  (key) => `gallery.${key}`,
);

const loadImage = cache(async (routeId: string, locale: Locale): Promise<GalleryImageDetail | null> => {
  const id = parseImageId(routeId);
  return id === null ? null : fallback(getGalleryImage(id, locale), { main: null });
});

const resolve = (params: Props['params']) =>
  readCachedPath(params, async ({ id }, locale) => {
    const image = await loadImage(id, locale);
    return image ? { image } : null;
  });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, image } = await resolve(params);
  const t = await getTranslations({ locale, namespace: 'gallery' });
  return publicPageMetadata(locale, imageHref(image.id), {
    title: t('imageMetaTitle', { title: image.title }),
    absoluteTitle: true,
    description: metaDescription([image.description, [image.tissue, image.stain].filter(Boolean).join(', '), image.title]),
    images: [{ url: imageUrl(image.img, imageHost()), width: image.imgWidth, height: image.imgHeight, alt: image.title }],
  });
}

/** One gallery image (/GalleryGoodsDetail?id=…): the deep-zoom viewer, its legend and the goods it shows. */
export default async function GalleryImagePage({ params }: Props) {
  const { locale, image } = await resolve(params);
  const t = await getTranslations('gallery');
  const host = imageHost();
  const thumb = imageUrl(image.img, host);
  const origin = siteUrl();
  const structuredData = galleryImageJsonLd({
    image,
    origin,
    url: `${origin}${localePath(locale, imageHref(image.id))}`,
    thumb,
    crumbs: [
      { name: t('home'), url: `${origin}${localePath(locale, '/')}` },
      { name: t('gallery'), url: `${origin}${localePath(locale, '/LibraryClassification')}` },
      { name: image.categoryName, url: `${origin}${localePath(locale, sectionHref(image.categoryId))}` },
      { name: image.title, url: `${origin}${localePath(locale, imageHref(image.id))}` },
    ],
  });
  return (
    <Container page>
      {structuredData.map((data, index) => (
        <JsonLdScript key={index} data={data} />
      ))}
      <GalleryBreadcrumbs crumbs={[{ name: image.categoryName, href: sectionHref(image.categoryId) }]} current={image.title} />
      <h1 className={cx(text.pageTitle, styles.title)}>{image.title}</h1>
      <div className={styles.layout}>
        <div className={styles.viewer}>
          {image.dzi ? (
            <IslandMessages paths={VIEWER_MESSAGES}>
              <DeepZoomViewer dzi={imageUrl(image.dzi, host)} thumb={thumb} thumbWidth={image.imgWidth} thumbHeight={image.imgHeight} title={image.title} />
            </IslandMessages>
          ) : (
            <img className={styles.plain} src={thumb} width={image.imgWidth} height={image.imgHeight} alt={image.title} />
          )}
        </div>
        <ImageLegend image={image} />
      </div>
    </Container>
  );
}
