'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import type { Banner } from '@/lib/api/content';
import { BannerSlide } from './banner-slide';
import { CarouselArrows, CarouselDots, type CarouselLabels } from './carousel-controls';
import { useCarousel } from './use-carousel';
import { useInteractionPause } from './use-interaction-pause';

/**
 * The home banners (SPEC.md §9: a new slide every 10 s). Holds still while pointed at or
 * focused, when the visitor pauses it, and for visitors who ask for reduced motion.
 */
export function BannerCarousel({ banners, imageHost }: { banners: Banner[]; imageHost: string }) {
  const t = useTranslations('home');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
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
    <IconButton size="small" aria-label={stopped ? t('playCarousel') : t('pauseCarousel')} onClick={() => setStopped(!stopped)} sx={{ ml: 1 }}>
      {stopped ? <PlayIcon size="small" /> : <PauseIcon size="small" />}
    </IconButton>
  );

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('bannersLabel')} {...interaction.handlers}>
      <Box
        aria-live={rotating && !interaction.active ? 'off' : 'polite'}
        sx={{ position: 'relative', height: { xs: 180, sm: 260, md: 360 }, overflow: 'hidden', borderRadius: 1, bgcolor: 'grey.100' }}
      >
        {banners.map((banner, i) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            imageHost={imageHost}
            eager={i === 0}
            current={i === carousel.index}
            label={t('slideLabel', { number: i + 1, total: banners.length })}
            animate={!reducedMotion}
          />
        ))}
        <CarouselArrows carousel={carousel} count={banners.length} labels={labels} />
      </Box>
      <CarouselDots carousel={carousel} count={banners.length} labels={labels} extra={playPause} />
    </Box>
  );
}
