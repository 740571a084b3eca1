'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { Carousel } from './use-carousel';

export interface CarouselLabels {
  group: string;
  previous: string;
  next: string;
  show: (number: number) => string;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  bgcolor: 'rgba(255,255,255,0.85)',
  color: 'text.primary',
  boxShadow: 1,
  '&:hover, &:focus-visible': { bgcolor: '#fff' },
} as const;

/** Previous / next buttons over the sides of the slides (the frame must be position: relative). */
export function CarouselArrows({ carousel, count, labels }: { carousel: Carousel; count: number; labels: CarouselLabels }) {
  if (count < 2) return null;
  return (
    <>
      <IconButton aria-label={labels.previous} onClick={carousel.previous} sx={{ ...arrowSx, left: 8 }}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton aria-label={labels.next} onClick={carousel.next} sx={{ ...arrowSx, right: 8 }}>
        <ChevronRightIcon />
      </IconButton>
    </>
  );
}

/** One dot per slide, the current one marked, and room for an extra control (play / pause). */
export function CarouselDots({ carousel, count, labels, extra }: { carousel: Carousel; count: number; labels: CarouselLabels; extra?: ReactNode }) {
  if (count < 2) return null;
  return (
    <Box role="group" aria-label={labels.group} sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 0.25, mt: 0.5 }}>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          aria-label={labels.show(i + 1)}
          aria-current={i === carousel.index ? 'true' : undefined}
          onClick={() => carousel.show(i)}
          sx={{ p: 1, borderRadius: '50%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ display: 'block', width: 10, height: 10, borderRadius: '50%', bgcolor: i === carousel.index ? 'primary.main' : 'grey.400' }}
          />
        </ButtonBase>
      ))}
      {extra}
    </Box>
  );
}
