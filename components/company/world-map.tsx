'use client';
/**
 * The contact page's world map island (docs/product.md §2.4 item 6): fetches the map asset, draws
 * it centred on the head office at zoom 4 and marks the office; when the asset cannot be loaded
 * it says 'map load failed, check network' (docs/product.md §8).
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { loadWorldMap, type DrawnMap } from '@/lib/company/load-world-map';
import { MAP_HEIGHT, MAP_WIDTH } from '@/lib/company/world-map';
import styles from './world-map.module.css';

type MapState = { url: string; status: 'loading' } | { url: string; status: 'ready'; map: DrawnMap } | { url: string; status: 'failed' };

export function WorldMap({ assetUrl }: { assetUrl: string }) {
  const t = useTranslations('company');
  const [state, setState] = useState<MapState>({ url: assetUrl, status: 'loading' });
  // A new asset address starts over (adjusted while rendering, docs/islands.md).
  if (state.url !== assetUrl) setState({ url: assetUrl, status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadWorldMap(assetUrl, controller.signal).then(
      (map) => setState({ url: assetUrl, status: 'ready', map }),
      () => {
        if (!controller.signal.aborted) setState({ url: assetUrl, status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [assetUrl]);

  if (state.status === 'failed') {
    return (
      <div className={styles.frame} data-map-state="failed">
        <p role="alert" className={styles.message}>
          {t('mapFailed')}
        </p>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className={styles.frame} data-map-state="loading">
        <p role="status" className={styles.message}>
          {t('mapLoading')}
        </p>
      </div>
    );
  }
  const [x, y] = state.map.marker;
  return (
    <div className={styles.frame} data-map-state="ready">
      <svg className={styles.map} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={t('mapLabel')}>
        <rect className={styles.sea} width={MAP_WIDTH} height={MAP_HEIGHT} />
        <g className={styles.countries}>
          {state.map.countries.map((d, i) => (
            <path key={i} d={d} />
          ))}
        </g>
        <g className={styles.marker} data-marker="head-office" transform={`translate(${x} ${y})`}>
          <title>{t('mapMarker')}</title>
          <path d="M0 0 C -6 -12 -14 -18 -14 -28 A 14 14 0 1 1 14 -28 C 14 -18 6 -12 0 0 Z" />
          <circle cy={-28} r={5} />
        </g>
      </svg>
    </div>
  );
}
