import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ListingFrameProps {
  breadcrumbs: ReactNode;
  title: string;
  headingId: string;
  /** Goods count and the view-mode switch, beside the heading. */
  subtitle?: ReactNode;
  toolbar?: ReactNode;
  menu: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}

/** A category page (SPEC.md §2.4 item 2): left menu, the goods in the middle, index and recommendations on the right. */
export function ListingFrame({ breadcrumbs, title, headingId, subtitle, toolbar, menu, aside, children }: ListingFrameProps) {
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      {breadcrumbs}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography id={headingId} variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {toolbar}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3, lg: 2 }}>{menu}</Grid>
        <Grid size={{ xs: 12, md: 9, lg: 8 }}>{children}</Grid>
        <Grid size={{ xs: 12, lg: 2 }} component="aside">
          {aside}
        </Grid>
      </Grid>
    </Container>
  );
}
