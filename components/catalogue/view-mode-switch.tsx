'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { listingHref, type ListingQuery, type ListingRoute } from '@/lib/catalogue/listing-query';
import { VIEW_MODES, type ViewMode } from '@/lib/catalogue/page-size';
import { Link } from '@/lib/i18n/navigation';

const LABEL_KEYS = { 1: 'viewGraphic', 2: 'viewList', 3: 'viewTable' } as const;

/**
 * The view modes as links that keep the mode in the URL, so each mode is its own cached page.
 * Links, not toggle buttons: aria-pressed is not allowed on a link; aria-current marks the mode.
 */
export function ViewModeSwitch({ route, query, current }: { route: ListingRoute; query: ListingQuery; current: ViewMode }) {
  const t = useTranslations('catalogue');
  return (
    <ButtonGroup size="small" role="group" aria-label={t('viewModeLabel')}>
      {VIEW_MODES.map((mode) => (
        <Button
          key={mode}
          component={Link}
          // A new mode changes the page size, so it starts again at page 1.
          href={listingHref(route, { ...query, view: mode, page: undefined })}
          aria-current={mode === current ? 'page' : undefined}
          variant={mode === current ? 'contained' : 'outlined'}
          sx={{ px: 1.5, textTransform: 'none' }}
        >
          {t(LABEL_KEYS[mode])}
        </Button>
      ))}
    </ButtonGroup>
  );
}
