'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { theme } from '@/lib/theme';
import { usePageLocale } from '@/components/account/use-page-locale';
import { ExpandLessIcon, ExpandMoreIcon, HistoryIcon } from '@/components/ui/icons';
import { usePathname } from '@/lib/i18n/navigation';
import { LatestBrowsingList } from './latest-browsing-list';
import { useLatestBrowsing } from './use-latest-browsing';

const PANEL_WIDTH_PX = 190;

/**
 * The home page and goods pages. The detail page is /goodsdetail in the address bar; while
 * rendering on the server the pathname may be its internal /g/[id] rewrite.
 */
function showsOn(pathname: string): boolean {
  return pathname === '/' || pathname === '/goodsdetail' || pathname.startsWith('/g/');
}

/**
 * The latest-browsing panel (SPEC.md §2.4 item 9): a floating side panel listing the goods
 * viewed lately (this device's for a guest, the account's footprints for a logged-in customer),
 * 4 at a time, paged up and down. Open by default only where the window
 * leaves room beside the page content; elsewhere it waits as a tab at the edge. Absent when
 * nothing was viewed yet.
 */
export function LatestBrowsing({ imageHost }: { imageHost: string }) {
  const t = useTranslations('latest');
  const pathname = usePathname();
  const locale = usePageLocale();
  const shown = showsOn(pathname);
  const { items, pages, current, setPage } = useLatestBrowsing(pathname, locale, shown);
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const roomy = useMediaQuery(theme.breakpoints.up(theme.breakpoints.values.lg + 2 * PANEL_WIDTH_PX));
  const panelId = useId();

  if (!shown || pages === 0) return null;
  const open = expanded ?? roomy;

  return (
    <Box component="aside" aria-label={t('heading')} sx={{ position: 'fixed', right: 0, top: '50%', transform: 'translateY(-50%)', zIndex: 'speedDial', display: 'flex', alignItems: 'center' }}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('collapse') : t('expand')}
        onClick={() => setExpanded(!open)}
        sx={{ flexDirection: 'column', gap: 0.5, py: 1.5, px: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '6px 0 0 6px', boxShadow: 2 }}
      >
        <HistoryIcon size="small" />
        <Box component="span" sx={{ writingMode: 'vertical-rl', fontSize: '0.8rem', letterSpacing: 1 }}>
          {t('heading')}
        </Box>
      </ButtonBase>
      <Paper id={panelId} hidden={!open} elevation={4} sx={{ display: open ? 'block' : 'none', width: PANEL_WIDTH_PX, p: 1.25, borderRadius: '6px 0 0 6px' }}>
        <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5, textAlign: 'center' }}>
          {t('heading')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <IconButton size="small" aria-label={t('newer')} disabled={current === 0} onClick={() => setPage(current - 1)}>
            <ExpandLessIcon size="small" />
          </IconButton>
        </Box>
        <LatestBrowsingList
          items={items}
          imageHost={imageHost}
          label={t('page', { page: current + 1, pages })}
        />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <IconButton size="small" aria-label={t('older')} disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            <ExpandMoreIcon size="small" />
          </IconButton>
        </Box>
      </Paper>
    </Box>
  );
}
