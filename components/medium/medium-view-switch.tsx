'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { VIEW_MODES, type ViewMode } from '@/lib/catalogue/page-size';
import { Link } from '@/lib/i18n/navigation';

const LABEL_KEYS = { 1: 'viewGraphic', 2: 'viewList', 3: 'viewTable' } as const;

/** The listing's view modes for filter mode: links that keep the filters (each view its own cached page). */
export function MediumViewSwitch({ hrefs, current }: { hrefs: Record<ViewMode, string>; current: ViewMode }) {
  const t = useTranslations('catalogue');
  return (
    <ButtonGroup size="small" role="group" aria-label={t('viewModeLabel')}>
      {VIEW_MODES.map((mode) => (
        <Button
          key={mode}
          component={Link}
          href={hrefs[mode]}
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
