import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface AntibodyFrameProps {
  breadcrumbs: ReactNode;
  title: string;
  subtitle: ReactNode;
  /** The filter panel, left. */
  panel: ReactNode;
  children: ReactNode;
}

/** The antibody page (SPEC.md §2.4 item 3): the filter panel beside the results, wider than a category menu. */
export function AntibodyFrame({ breadcrumbs, title, subtitle, panel, children }: AntibodyFrameProps) {
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      {breadcrumbs}
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>{panel}</Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>{children}</Grid>
      </Grid>
    </Container>
  );
}
