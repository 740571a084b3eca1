import { useLayoutEffect, useState, type RefObject } from 'react';
import { alignToGroups, rowWindow, type RowWindow } from '@/lib/catalogue/virtual-window';

/** Every table row has this height, so a row's position is its index times the height. */
const ROW_HEIGHT = 72;
const OVERSCAN = 10;
/** Until the first measurement: a tall screen's worth of rows. */
const FIRST_VIEWPORT = 1200;

/**
 * The rows of a long table to put in the DOM, following the window's scroll position relative
 * to the table body. `spans` are the bound-goods row spans; when `enabled` is false every row
 * is rendered (the server's first page).
 */
export function useRowWindow(bodyRef: RefObject<HTMLElement | null>, spans: readonly number[], enabled: boolean): RowWindow {
  const rowCount = spans.length;
  const [position, setPosition] = useState({ scrollTop: 0, viewportHeight: FIRST_VIEWPORT });

  useLayoutEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const body = bodyRef.current;
      if (!body) return;
      const scrollTop = Math.round(-body.getBoundingClientRect().top);
      const viewportHeight = window.innerHeight;
      // Re-render only when the rendered rows change, not on every scrolled pixel.
      setPosition((previous) =>
        Math.floor(previous.scrollTop / ROW_HEIGHT) === Math.floor(scrollTop / ROW_HEIGHT) && previous.viewportHeight === viewportHeight
          ? previous
          : { scrollTop, viewportHeight },
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [bodyRef, enabled]);

  if (!enabled) return { start: 0, end: rowCount, before: 0, after: 0 };
  return alignToGroups(rowWindow({ ...position, rowHeight: ROW_HEIGHT, rowCount, overscan: OVERSCAN }), spans, ROW_HEIGHT);
}
