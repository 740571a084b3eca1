import { useTranslations } from 'next-intl';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/common/links';
import { loginHrefFor, withReturn } from '@/lib/account/login-events';

/** What a guest sees on a personal page that is open to everyone (SPEC.md §6: favouriting needs login). */
export function LoginCall({ returnPath }: { returnPath: string }) {
  const t = useTranslations('customer');
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('loginHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('loginBody')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <LinkButton href={loginHrefFor(returnPath)} variant="contained">
          {t('login')}
        </LinkButton>
        <LinkButton href={withReturn('/register', returnPath)} variant="outlined">
          {t('register')}
        </LinkButton>
      </Stack>
    </Paper>
  );
}
