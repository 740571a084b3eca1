'use client';
/**
 * The gallery's deep-zoom viewer (docs/product.md §2.2 "Gallery"): OpenSeadragon over the image's
 * Deep Zoom pyramid, loaded by a dynamic import so only this page's JavaScript carries it. The
 * server HTML holds the thumbnail as a plain <img>, which stays when JavaScript is off or the
 * pyramid fails. OpenSeadragon's own buttons (images from a prefixUrl) are replaced by these
 * accessible ones; its canvas keeps its keyboard keys (+, −, arrows, 0).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type OpenSeadragon from 'openseadragon';
import styles from './deep-zoom-viewer.module.css';

type Status = 'loading' | 'ready' | 'failed';

interface DeepZoomViewerProps {
  /** The .dzi descriptor's URL. */
  dzi: string;
  /** The thumbnail shown until the pyramid is open, and instead of it without JavaScript. */
  thumb: string;
  thumbWidth: number;
  thumbHeight: number;
  title: string;
}

const ZOOM_STEP = 1.5;

/** Toolbar glyphs as SVG paths (24 × 24), drawn in the button's colour; no images to fetch. */
const GLYPHS = {
  zoomIn: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  zoomOut: 'M5 11h14v2H5z',
  home: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
  fullScreen: 'M3 3h7v2H5v5H3zm11 0h7v7h-2V5h-5zM3 14h2v5h5v2H3zm16 0h2v7h-7v-2h5z',
} as const;

function Glyph({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export function DeepZoomViewer({ dzi, thumb, thumbWidth, thumbHeight, title }: DeepZoomViewerProps) {
  const t = useTranslations('gallery');
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let cancelled = false;
    let opened: OpenSeadragon.Viewer | null = null;
    import('openseadragon')
      .then(({ default: OSD }) => {
        if (cancelled || !host.current) return;
        opened = OSD({
          element: host.current,
          tileSources: dzi,
          drawer: 'canvas',
          showNavigationControl: false,
          showNavigator: false,
          visibilityRatio: 0.8,
          minZoomImageRatio: 0.8,
          maxZoomPixelRatio: 2,
          gestureSettingsMouse: { clickToZoom: false },
        });
        viewer.current = opened;
        opened.addHandler('open', () => setStatus('ready'));
        opened.addHandler('open-failed', () => setStatus('failed'));
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      opened?.destroy();
      viewer.current = null;
    };
  }, [dzi]);

  const zoom = (factor: number) => {
    const current = viewer.current;
    if (!current) return;
    current.viewport.zoomBy(factor);
    current.viewport.applyConstraints();
  };

  return (
    <figure className={styles.figure}>
      <div className={styles.stage} data-status={status}>
        {/* The pyramid's canvas; a keyboard user tabs into it to pan and zoom with keys. */}
        <div ref={host} className={styles.canvas} role="region" aria-label={t('viewerLabel', { title })} hidden={status === 'failed'} />
        {status !== 'ready' ? <img className={styles.fallback} src={thumb} width={thumbWidth} height={thumbHeight} alt={title} /> : null}
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label={t('viewerControls')}>
        <button type="button" className={styles.button} onClick={() => zoom(ZOOM_STEP)} disabled={status !== 'ready'} aria-label={t('zoomIn')}>
          <Glyph path={GLYPHS.zoomIn} />
        </button>
        <button type="button" className={styles.button} onClick={() => zoom(1 / ZOOM_STEP)} disabled={status !== 'ready'} aria-label={t('zoomOut')}>
          <Glyph path={GLYPHS.zoomOut} />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => viewer.current?.viewport.goHome()}
          disabled={status !== 'ready'}
          aria-label={t('zoomHome')}
        >
          <Glyph path={GLYPHS.home} />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => viewer.current?.setFullScreen(!viewer.current.isFullPage())}
          disabled={status !== 'ready'}
          aria-label={t('fullScreen')}
        >
          <Glyph path={GLYPHS.fullScreen} />
        </button>
        <p className={styles.hint} aria-live="polite">
          {status === 'loading' ? t('viewerLoading') : status === 'failed' ? t('viewerFailed') : t('viewerHint')}
        </p>
      </div>
    </figure>
  );
}
