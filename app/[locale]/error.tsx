'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A page that failed to render: a translated message and a retry, never a stack trace. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error');
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('heading')}
      </Typography>
      <Typography color="text.secondary">{t('body')}</Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={reset}>
        {t('retry')}
      </Button>
    </Container>
  );
}
