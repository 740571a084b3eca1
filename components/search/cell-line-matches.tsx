'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BoxLink } from '@/components/common/links';
import type { CellLineMatch } from '@/lib/search/cell-lines';

/** The cell lines a keyword found, as links to their listings; null matches while loading. */
export function CellLineMatches({ keyword, matches }: { keyword: string; matches: readonly CellLineMatch[] | null }) {
  const t = useTranslations('search');
  const common = useTranslations('common');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={matches === null} sx={{ mt: 1 }}>
      <Typography id={headingId} variant="caption" component="h3" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('cellSearchResults', { term: keyword })}
      </Typography>
      {matches === null ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {common('WAIT_LOAD')}
        </Typography>
      ) : matches.length === 0 ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {common('noData')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {matches.map((match) => (
            <li key={match.id}>
              <BoxLink href={match.href} title={match.remark ?? undefined} sx={{ display: 'block', py: 0.5, fontSize: '0.9rem', color: 'primary.main' }}>
                {match.name}
              </BoxLink>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
