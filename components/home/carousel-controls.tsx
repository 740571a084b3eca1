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

interface CarouselDotsProps {
  carousel: Carousel;
  count: number;
  /** Each dot's name, from its slide's number. */
  show: (number: number) => string;
  /** Names the dots as a group, where the carousel around them is not already one. */
  group?: string;
  /** Room for an extra control (play / pause). */
  extra?: ReactNode;
  /** 8 px dots flush under a gallery, rather than 10 px ones under a banner. */
  small?: boolean;
}

/** One dot per slide, the current one marked. */
export function CarouselDots({ carousel, count, show, group, extra, small }: CarouselDotsProps) {
  if (count < 2) return null;
  return (
    <div role={group ? 'group' : undefined} aria-label={group} className={cx(styles.dots, small && styles.small)}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.dot}
          aria-label={show(i + 1)}
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
