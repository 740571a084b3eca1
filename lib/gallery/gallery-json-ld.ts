/** schema.org ImageObject + BreadcrumbList for a gallery image's page (docs/product.md §2.2 "Gallery"). */
import type { GalleryImageDetail } from '@/contract/gallery';
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from '@/lib/structured-data';

interface ImageJsonLdInput {
  image: Pick<GalleryImageDetail, 'title' | 'description' | 'imgWidth' | 'imgHeight' | 'width' | 'height' | 'tissue' | 'stain' | 'magnification' | 'goodsName'>;
  origin: string;
  /** The page's absolute URL. */
  url: string;
  /** The thumbnail's address (absolute or site-relative). */
  thumb: string;
  crumbs: readonly { name: string; url: string }[];
}

export function galleryImageJsonLd({ image, origin, url, thumb, crumbs }: ImageJsonLdInput): JsonLd[] {
  const caption = [image.tissue, image.stain, image.magnification ? `${image.magnification}×` : null].filter(Boolean).join(', ');
  const imageObject: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    name: image.title,
    url,
    contentUrl: absoluteUrl(origin, thumb),
    thumbnailUrl: absoluteUrl(origin, thumb),
    encodingFormat: 'image/jpeg',
    width: image.imgWidth,
    height: image.imgHeight,
    ...(image.description ? { description: image.description } : {}),
    ...(caption ? { caption } : {}),
    ...(image.goodsName ? { about: { '@type': 'Product', name: image.goodsName } } : {}),
  };
  return [imageObject, breadcrumbJsonLd(crumbs)];
}
