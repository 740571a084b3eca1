'use client';
import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '@/lib/catalogue/constants';

/**
 * `index` moved into 0…count-1, wrapping both ways.
 * @internal exported for its tests
 */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

export interface Carousel {
  index: number;
  next: () => void;
  previous: () => void;
  show: (index: number) => void;
}

/**
 * The slide shown by a carousel of `count` slides, advancing every CAROUSEL_INTERVAL_MS
 * (docs/product.md §9) unless paused. Any move restarts the wait, so a slide the visitor picked stays
 * for the full interval.
 */
export function useCarousel(count: number, paused: boolean, intervalMs: number = CAROUSEL_INTERVAL_MS): Carousel {
  const [current, setCurrent] = useState(0);
  const index = wrapIndex(current, count);
  const show = useCallback((next: number) => setCurrent(wrapIndex(next, count)), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setCurrent(wrapIndex(index + 1, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [paused, count, index, intervalMs]);

  return { index, next: () => show(index + 1), previous: () => show(index - 1), show };
}
