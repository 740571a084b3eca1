import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The card the login, register and retrieve-password pages share. */
export function AccountFrame({ heading, intro, children, footer }: { heading: string; intro: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.75rem', fontWeight: 600 }} gutterBottom>
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
        {children}
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>{footer}</Box>
      </Paper>
    </Container>
  );
}
