'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCarousel } from '@/components/home/use-carousel';
import { useInteractionPause } from '@/components/home/use-interaction-pause';
import { CAROUSEL_IMAGE_MAX_HEIGHT_PX } from '@/lib/catalogue/constants';

/**
 * A result card's images (SPEC.md §2.4 item 3, §9): up to 140 px high, advancing every 10 s.
 * It holds still while pointed at or focused, and for visitors who ask for reduced motion.
 */
export function ImageCarousel({ images, title }: { images: readonly string[]; title: string }) {
  const t = useTranslations();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const pause = useInteractionPause();
  const carousel = useCarousel(images.length, pause.active || reducedMotion);
  const count = images.length;
  return (
    <Box role="group" aria-roledescription="carousel" aria-label={t('antibody.carouselLabel', { title })} {...pause.handlers}>
      <Box sx={{ height: CAROUSEL_IMAGE_MAX_HEIGHT_PX, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.50', borderRadius: 1, overflow: 'hidden' }}>
        <Box
          component="img"
          key={carousel.index}
          src={images[carousel.index]}
          alt={count > 1 ? t('goods.imageAlt', { title, index: carousel.index + 1 }) : title}
          loading="lazy"
          width={240}
          height={CAROUSEL_IMAGE_MAX_HEIGHT_PX}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: CAROUSEL_IMAGE_MAX_HEIGHT_PX, width: 'auto', height: 'auto', objectFit: 'contain' }}
        />
      </Box>
      {count > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.25 }}>
          {images.map((image, index) => (
            <ButtonBase
              key={image + index}
              aria-label={t('goods.showImage', { index: index + 1, count })}
              aria-current={index === carousel.index ? 'true' : undefined}
              onClick={() => carousel.show(index)}
              sx={{ p: 1, borderRadius: '50%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
            >
              <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: index === carousel.index ? 'primary.main' : 'grey.400' }} />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
