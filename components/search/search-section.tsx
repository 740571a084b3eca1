import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One list of the result page (products, articles): a labelled region with its count. */
export function SearchSection({ id, title, count, empty, noData, children }: { id: string; title: string; count: string; empty: boolean; noData: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1 }}>
        <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {count}
        </Typography>
      </Box>
      {empty ? <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>{noData}</Typography> : children}
    </Box>
  );
}
