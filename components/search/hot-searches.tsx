import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { BoxLink } from '@/components/common/links';
import type { HotSearch } from '@/lib/api/content';
import { HOT_SEARCHES_COUNT } from '@/lib/catalogue/constants';
import { hotSearchHref, isExternalHref } from '@/lib/search/result-links';

const chipSx = {
  flexShrink: 0,
  px: 1,
  py: 0.25,
  borderRadius: 4,
  bgcolor: 'grey.100',
  color: 'text.secondary',
  fontSize: '0.75rem',
  lineHeight: 1.6,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover, &:focus-visible': { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/**
 * The hot-search chips under the search box (SPEC.md §2.4 item 1, §9: 20). Server-rendered links:
 * a chip with its own link goes there, the others search for their name. One scrolling line, so
 * twenty chips do not make the sticky header tall.
 */
export async function HotSearches({ chips }: { chips: readonly HotSearch[] }) {
  if (!chips.length) return null;
  const t = await getTranslations('search');
  return (
    <Box
      component="nav"
      aria-label={t('hotLabel')}
      sx={{ display: 'flex', gap: 0.75, mt: 0.75, overflowX: 'auto', scrollbarWidth: 'thin', pb: 0.25, width: '100%', maxWidth: 560 }}
    >
      {chips.slice(0, HOT_SEARCHES_COUNT).map((chip) => {
        const href = hotSearchHref(chip);
        return isExternalHref(href) ? (
          <Box key={chip.id} component="a" href={href} target="_blank" rel="noopener" sx={chipSx}>
            {chip.name}
          </Box>
        ) : (
          <BoxLink key={chip.id} href={href} sx={chipSx}>
            {chip.name}
          </BoxLink>
        );
      })}
    </Box>
  );
}
