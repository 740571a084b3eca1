import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { CATEGORY } from '@/lib/catalogue/category-codes';
import { LinkButton } from '@/components/common/links';

/** The localised 404 page, answered with status 404 wherever a page is not found. */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('heading')}
      </Typography>
      <Typography color="text.secondary">{t('body')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <LinkButton variant="contained" href="/">
          {t('home')}
        </LinkButton>
        <LinkButton variant="outlined" href={categoryHref({ id: CATEGORY.PRODUCTS })}>
          {t('search')}
        </LinkButton>
      </Stack>
    </Container>
  );
}
