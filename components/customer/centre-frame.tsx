import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CentreHeader } from './centre-header';
import { CentreMenu } from './centre-menu';
import type { CentreSection } from './centre-sections';

/** The frame every personal-centre page shares: its header, the side menu and the page heading. */
export function CentreFrame({ section, heading, children }: { section: CentreSection; heading: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <CentreHeader />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <CentreMenu current={section} />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
            {heading}
          </Typography>
          {children}
        </Grid>
      </Grid>
    </Container>
  );
}
