'use client';
/**
 * The file uploader panel (docs/product.md §2.4 item 11): every file with its state and progress
 * (md5 check, uploading, merging, transcoding, failed, success); it collapses to its title bar
 * and closes, which clears the list.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import button from '@/components/ui/button.module.css';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import type { UploadEntry } from './use-uploads';
import styles from './uploader-panel.module.css';

export function UploaderPanel({ entries, onClose }: { entries: readonly UploadEntry[]; onClose: () => void }) {
  const t = useTranslations('uploads');
  const [collapsed, setCollapsed] = useState(false);
  if (!entries.length) return null;
  return (
    <section aria-label={t('panelTitle')} className={cx(surface.card, styles.panel)} data-testid="uploader-panel">
      <header className={styles.bar}>
        <h2 className={styles.title}>{t('panelTitle')}</h2>
        <button type="button" className={cx(button.base, button.small)} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
          {collapsed ? t('expand') : t('collapse')}
        </button>
        <button type="button" className={cx(button.base, button.small)} onClick={onClose}>
          {t('close')}
        </button>
      </header>
      {collapsed ? null : (
        <ul className={styles.list}>
          {entries.map(({ key, name, state }) => (
            <li key={key} className={styles.item} data-status={state.status}>
              <span className={styles.name}>{name}</span>
              <span className={cx(text.body2, state.status === 'failed' ? text.error : text.secondary)} role="status">
                {t(`status.${state.status}`)}
                {state.status === 'md5' || state.status === 'uploading' ? ` ${Math.floor(state.progress * 100)}%` : ''}
                {state.message ? ` · ${state.message}` : ''}
              </span>
              <progress className={styles.progress} value={state.progress} max={1} aria-label={t('progressOf', { name })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
