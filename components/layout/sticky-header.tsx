'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { SCROLL_DELAY_MS, STICKY_HEADER_SCROLL_PX } from '@/lib/catalogue/constants';
import { usePathname } from 'next/navigation';
import { cx } from '@/components/ui/class-names';
import { HEADER_PANEL_IDS } from './header-ids';
import { HeaderPanelsContext, type HeaderPanel } from './header-panels';
import { throttle } from './throttle';
import styles from './sticky-header.module.css';

/**
 * The page header, fixed to the top of the window with a shadow once the page has scrolled
 * past STICKY_HEADER_SCROLL_PX (docs/product.md §9). While fixed, the header keeps the height of its
 * content so the page below does not jump up. It also holds which phone panels (search row,
 * menu drawer) are open, as data attributes the header's CSS lays out; an open menu pins the
 * header too, so the drawer below it fits the window.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [open, setOpen] = useState<ReadonlySet<HeaderPanel>>(() => new Set());
  const pathname = usePathname();
  const menuOpen = open.has('menu');
  const pinned = stuck || menuOpen;

  // An open menu adds rows to the frame; the placeholder keeps the height of the closed header.
  const menuOpenNow = useRef(menuOpen);
  useEffect(() => {
    menuOpenNow.current = menuOpen;
  }, [menuOpen]);
  const measure = useCallback(() => {
    if (frame.current && !menuOpenNow.current) setHeight(frame.current.offsetHeight);
  }, []);

  useEffect(() => {
    const update = throttle(() => {
      measure();
      setStuck(window.scrollY > STICKY_HEADER_SCROLL_PX);
    }, SCROLL_DELAY_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [measure]);

  // The header outlives pages: a followed link (or the back button) leaves the panels shut.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(new Set());
  }

  const panels = useMemo(
    () => ({
      open,
      toggle(panel: HeaderPanel) {
        measure();
        setOpen((current) => {
          const next = new Set(current);
          if (!next.delete(panel)) next.add(panel);
          return next;
        });
      },
    }),
    [open, measure],
  );

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (open.size && event.target instanceof Element && event.target.closest('a[href]')) setOpen(new Set());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen || event.defaultPrevented) return;
    setOpen(new Set());
    frame.current?.querySelector<HTMLElement>(`[aria-controls="${HEADER_PANEL_IDS.menu}"]`)?.focus();
  };

  return (
    <HeaderPanelsContext value={panels}>
      <header
        className={styles.header}
        style={{ minHeight: pinned ? height : undefined }}
        data-search={open.has('search') ? 'open' : undefined}
        data-menu={menuOpen ? 'open' : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div ref={frame} className={cx(styles.frame, stuck && styles.stuck, menuOpen && styles.menuOpen)}>
          {children}
        </div>
      </header>
    </HeaderPanelsContext>
  );
}
