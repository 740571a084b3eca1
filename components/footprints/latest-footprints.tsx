'use client';
import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/account/use-page-locale';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { splitLocale } from '@/lib/i18n/locales';
import { ExpandLessIcon, ExpandMoreIcon, HistoryIcon } from '@/components/ui/icons';
import styles from './latest-footprints.module.css';
import { useLatestFootprints } from './use-latest-footprints';
import { useMediaMatch } from './use-media-match';

// Loaded when the panel first opens: most visitors never see it open (docs/islands.md).
const LatestFootprintsList = dynamic(() => import('./latest-footprints-list').then((module) => module.LatestFootprintsList), { ssr: false });

/** Room for the panel on both sides of the 1200 px page column: 1200 + 2 × 190 px. */
const ROOMY_WINDOW = '(min-width: 1580px)';

/**
 * The latest-footprints panel (docs/product.md §2.4 item 9): a floating side panel listing the goods
 * viewed lately (this device's for a guest, the account's footprints for a logged-in customer),
 * 4 at a time, paged up and down. Loaded by latest-footprints-dock.tsx once the page is idle, on
 * the pages it shows on. Open by default only where the window leaves room beside the page
 * content; elsewhere it waits as a tab at the edge. Absent when nothing was viewed yet.
 */
export function LatestFootprints({ imageHost }: { imageHost: string }) {
  const t = useTranslations('latest');
  const pathname = splitLocale(usePathname()).pathname;
  const locale = usePageLocale();
  const { items, pages, current, setPage } = useLatestFootprints(pathname, locale);
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const roomy = useMediaMatch(ROOMY_WINDOW);
  const panelId = useId();

  if (pages === 0) return null;
  const open = expanded ?? roomy;

  return (
    <aside aria-label={t('heading')} className={styles.dock}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('collapse') : t('expand')}
        className={styles.tab}
        onClick={() => setExpanded(!open)}
      >
        <HistoryIcon size="small" />
        <span className={styles.tabText}>{t('heading')}</span>
      </button>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <h2 className={styles.heading}>{t('heading')}</h2>
        <div className={styles.pager}>
          <button
            type="button"
            aria-label={t('newer')}
            disabled={current === 0}
            className={cx(button.icon, button.iconSmall)}
            onClick={() => setPage(current - 1)}
          >
            <ExpandLessIcon size="small" />
          </button>
        </div>
        {open ? <LatestFootprintsList items={items} imageHost={imageHost} label={t('page', { page: current + 1, pages })} catNoLabel={t('catNo')} /> : null}
        <div className={styles.pager}>
          <button
            type="button"
            aria-label={t('older')}
            disabled={current >= pages - 1}
            className={cx(button.icon, button.iconSmall)}
            onClick={() => setPage(current + 1)}
          >
            <ExpandMoreIcon size="small" />
          </button>
        </div>
      </div>
    </aside>
  );
}
