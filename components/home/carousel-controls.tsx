'use client';
import type { ReactNode } from 'react';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import styles from './carousel-controls.module.css';
import type { Carousel } from './use-carousel';

export interface CarouselLabels {
  group: string;
  previous: string;
  next: string;
  show: (number: number) => string;
}

/** Previous / next buttons over the sides of the slides (the frame must be position: relative). */
export function CarouselArrows({ carousel, count, labels }: { carousel: Carousel; count: number; labels: CarouselLabels }) {
  if (count < 2) return null;
  return (
    <>
      <button type="button" className={cx(button.icon, styles.arrow, styles.previous)} aria-label={labels.previous} onClick={carousel.previous}>
        <ChevronLeftIcon />
      </button>
      <button type="button" className={cx(button.icon, styles.arrow, styles.next)} aria-label={labels.next} onClick={carousel.next}>
        <ChevronRightIcon />
      </button>
    </>
  );
}

/** One dot per slide, the current one marked, and room for an extra control (play / pause). */
export function CarouselDots({ carousel, count, labels, extra }: { carousel: Carousel; count: number; labels: CarouselLabels; extra?: ReactNode }) {
  if (count < 2) return null;
  return (
    <div role="group" aria-label={labels.group} className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.dot}
          aria-label={labels.show(i + 1)}
          aria-current={i === carousel.index ? 'true' : undefined}
          onClick={() => carousel.show(i)}
        >
          <span aria-hidden />
        </button>
      ))}
      {extra}
    </div>
  );
}
