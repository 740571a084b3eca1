'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './goods-gallery.module.css';

/**
 * The goods item's images: one large, thumbnails below to switch it. `images` are ready to
 * load (already rewritten to the image host) and start with the cover.
 */
export function GoodsGallery({ images, title }: { images: readonly string[]; title: string }) {
  const t = useTranslations('goods');
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return null;
  return (
    <div role="group" aria-label={t('gallery')}>
      {/* The page's largest paint: fetched first, never lazily. */}
      <img src={main} alt={t('imageAlt', { title, index: shown + 1 })} width={600} height={400} fetchPriority="high" className={styles.main} />
      {images.length > 1 ? (
        <div className={styles.thumbs}>
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              onClick={() => setShown(index)}
              aria-label={t('showImage', { index: index + 1, count: images.length })}
              aria-pressed={index === shown}
              className={styles.thumb}
            >
              <img src={image} alt="" width={72} height={48} loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
