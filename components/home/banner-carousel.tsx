'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import type { BannerView } from '@/lib/api/content';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide';
import { CarouselArrows, CarouselDots, type CarouselLabels } from './carousel-controls';
import { useCarousel } from './use-carousel';
import { useInteractionPause } from './use-interaction-pause';
import { useReducedMotion } from './use-reduced-motion';

/** True once the page has loaded: the hidden slides' images must not compete with the first one. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded;
}

/**
 * The home banners (docs/product.md §9: a new slide every 10 s). Holds still while pointed at or
 * focused, when the visitor pauses it, and for visitors who ask for reduced motion.
 */
export function BannerCarousel({ banners, imageHost }: { banners: BannerView[]; imageHost: string }) {
  const t = useTranslations('home');
  const reducedMotion = useReducedMotion();
  const pageLoaded = usePageLoaded();
  const [stopped, setStopped] = useState(false);
  const interaction = useInteractionPause();
  const rotating = !stopped && !reducedMotion;
  const carousel = useCarousel(banners.length, !rotating || interaction.active);
  if (banners.length === 0) return null;

  const labels: CarouselLabels = {
    group: t('carouselControls'),
    previous: t('previousSlide'),
    next: t('nextSlide'),
    show: (number) => t('showSlide', { number }),
  };
  const playPause = reducedMotion ? null : (
    <button
      type="button"
      className={cx(button.icon, styles.playPause)}
      aria-label={stopped ? t('playCarousel') : t('pauseCarousel')}
      onClick={() => setStopped(!stopped)}
    >
      {stopped ? <PlayIcon size="small" /> : <PauseIcon size="small" />}
    </button>
  );

  return (
    <section aria-roledescription="carousel" aria-label={t('bannersLabel')} {...interaction.handlers}>
      <div className={styles.frame} aria-live={rotating && !interaction.active ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            imageHost={imageHost}
            first={i === 0}
            showImage={i === 0 || pageLoaded || i === carousel.index}
            current={i === carousel.index}
            label={t('slideLabel', { number: i + 1, total: banners.length })}
            animate={!reducedMotion}
          />
        ))}
        <CarouselArrows carousel={carousel} count={banners.length} labels={labels} />
      </div>
      <CarouselDots carousel={carousel} count={banners.length} show={labels.show} group={labels.group} extra={playPause} />
    </section>
  );
}
