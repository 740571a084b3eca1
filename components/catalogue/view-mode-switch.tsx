import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import { listingHref, type ListingQuery, type ListingRoute } from '@/lib/catalogue/listing-query';
import { VIEW_LABEL_KEYS as LABEL_KEYS, VIEW_MODES, type ViewMode } from '@/lib/catalogue/page-size';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './view-mode-switch.module.css';

/**
 * The view modes as links that keep the mode in the URL, so each mode is its own cached page.
 * Links, not toggle buttons: aria-pressed is not allowed on a link; aria-current marks the mode.
 */
export function ViewModeLinks({ hrefs, current }: { hrefs: Record<ViewMode, string>; current: ViewMode }) {
  const t = useTranslations('catalogue');
  return (
    <div role="group" aria-label={t('viewModeLabel')} className={styles.group}>
      {VIEW_MODES.map((mode) => (
        <LocaleLink
          key={mode}
          href={hrefs[mode]}
          aria-current={mode === current ? 'page' : undefined}
          className={cx(styles.mode, mode === current && styles.current)}
        >
          {t(LABEL_KEYS[mode])}
        </LocaleLink>
      ))}
    </div>
  );
}

/** A listing's view modes; a new mode changes the page size, so it starts again at page 1. */
export function ViewModeSwitch({ route, query, current }: { route: ListingRoute; query: ListingQuery; current: ViewMode }) {
  const hrefs = {
    1: listingHref(route, { ...query, view: 1, page: undefined }),
    2: listingHref(route, { ...query, view: 2, page: undefined }),
    3: listingHref(route, { ...query, view: 3, page: undefined }),
  };
  return <ViewModeLinks hrefs={hrefs} current={current} />;
}
