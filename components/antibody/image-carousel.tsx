'use client';
import { useTranslations } from 'next-intl';
import { CarouselDots } from '@/components/home/carousel-controls';
import { useCarousel } from '@/components/home/use-carousel';
import { useInteractionPause } from '@/components/home/use-interaction-pause';
import { useReducedMotion } from '@/components/home/use-reduced-motion';
import { LAZY_IMAGE, type ImageLoading } from '@/components/ui/image-priority';
import { CAROUSEL_IMAGE_MAX_HEIGHT_PX } from '@/lib/catalogue/constants';
import styles from './image-carousel.module.css';

/**
 * A result card's images (docs/product.md §2.4 item 3, §9): up to 140 px high, advancing every 10 s.
 * It holds still while pointed at or focused, and for visitors who ask for reduced motion.
 */
export function ImageCarousel({ images, title, image = LAZY_IMAGE }: { images: readonly string[]; title: string; image?: ImageLoading }) {
  const t = useTranslations();
  const reducedMotion = useReducedMotion();
  const pause = useInteractionPause();
  const carousel = useCarousel(images.length, pause.active || reducedMotion);
  const count = images.length;
  return (
    <div role="group" aria-roledescription="carousel" aria-label={t('antibody.carouselLabel', { title })} {...pause.handlers}>
      <div className={styles.frame} style={{ height: CAROUSEL_IMAGE_MAX_HEIGHT_PX }}>
        <img
          key={carousel.index}
          src={images[carousel.index]}
          alt={count > 1 ? t('goods.imageAlt', { title, index: carousel.index + 1 }) : title}
          {...(carousel.index === 0 ? image : LAZY_IMAGE)}
          width={240}
          height={CAROUSEL_IMAGE_MAX_HEIGHT_PX}
        />
      </div>
      <CarouselDots carousel={carousel} count={count} show={(index) => t('goods.showImage', { index, count })} small />
    </div>
  );
}
