'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from '@/lib/i18n/navigation';

/**
 * 'Back to Home' where the list has nothing more to do (docs/product.md §2.1): when it is empty, and
 * after an inquiry was sent (then with the one success wording of every inquiry, 'submit success!',
 * docs/product.md §8). A status, not an alert: the toast has already announced the success once.
 */
export function InquiryListEmpty({ submitted, compact = false }: { submitted: boolean; compact?: boolean }) {
  const t = useTranslations('inquiryList');
  const inquiry = useTranslations('inquiry');
  const common = useTranslations('common');
  const home = (
    <Button component={Link} href="/" variant={compact ? 'text' : 'contained'} color={compact ? 'inherit' : 'primary'}>
      {common('backToHome')}
    </Button>
  );
  if (submitted && compact) {
    return (
      <Alert severity="success" role="status" action={home}>
        {inquiry('success')}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      {submitted ? (
        <Alert severity="success" role="status" sx={{ mb: 2, textAlign: 'left' }}>
          {inquiry('success')}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 2 }}>{t('empty')}</Typography>
      {home}
    </Paper>
  );
}
