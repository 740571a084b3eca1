import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A labelled region of the detail page: an h2 that names the section for assistive technology. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
