import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import type { GalleryImage } from '@/contract/gallery';
import { imageUrl } from '@/lib/catalogue/image';
import { imageHref } from '@/lib/gallery/gallery-paths';
import styles from './gallery-cards.module.css';

type CardImage = Pick<GalleryImage, 'id' | 'title' | 'img' | 'imgWidth' | 'imgHeight' | 'stain' | 'magnification'>;

/**
 * Image cards: thumbnail, title and a short legend, each opening the image's page. `headingLevel`
 * keeps the outline in order under the section's heading.
 */
export function GalleryCards({
  images,
  imageHost,
  headingLevel = 3,
  eager = 0,
}: {
  images: readonly CardImage[];
  imageHost: string;
  headingLevel?: 2 | 3;
  eager?: number;
}) {
  const t = useTranslations('gallery');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {images.map((image, index) => (
        <li key={image.id}>
          <LocaleLink href={imageHref(image.id)} className={cx(surface.card, styles.card)}>
            <img
              className={styles.thumb}
              src={imageUrl(image.img, imageHost)}
              width={image.imgWidth}
              height={image.imgHeight}
              alt=""
              loading={index < eager ? 'eager' : 'lazy'}
              decoding="async"
            />
            {/* A div, not a span: a heading is flow content, which phrasing content (a span) cannot hold. */}
            <div className={styles.body}>
              <Heading className={styles.title}>{image.title}</Heading>
              {image.stain || image.magnification ? (
                <span className={styles.legend}>
                  {[image.stain, image.magnification ? t('magnificationValue', { value: image.magnification }) : null].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </div>
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}
