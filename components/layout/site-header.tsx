import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Category } from '@/lib/api/categories';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { Logo } from './logo';
import { StickyHeader } from './sticky-header';

/** Top header (SPEC.md §2.4 item 1): logo, inquiry links, language switch, then the main nav. */
export async function SiteHeader({ productTree }: { productTree: Category[] }) {
  const t = await getTranslations('header');
  return (
    <StickyHeader>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t('skipToContent')}
      </Box>
      <Container maxWidth="lg">
        <Stack direction="row" spacing={2} sx={{ py: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Link href="/" aria-label={t('logoAlt')} style={{ display: 'flex', alignItems: 'center', textDecoration: 'none' }}>
            <Logo />
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {t('replyPromise')}
          </Typography>
          <Stack direction="row" spacing={2} component="nav" aria-label={t('inquiryList')} sx={{ alignItems: 'center' }}>
            <Link href="/purchase-inquiry">{t('purchaseInquiry')}</Link>
            <Link href="/inquire-list">{t('inquiryList')}</Link>
            <LanguageSwitch />
          </Stack>
        </Stack>
      </Container>
      <MainNav productTree={productTree} />
    </StickyHeader>
  );
}
