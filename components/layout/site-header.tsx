import { getLocale, getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountMenu } from '@/components/account/account-menu';
import { InquiryListLink } from '@/components/cart/inquiry-list-link';
import { HotSearches } from '@/components/search/hot-searches';
import { SearchBox } from '@/components/search/search-box';
import type { Category } from '@/lib/api/categories';
import { getHotSearches } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { Logo } from './logo';
import { orFallback } from './or-fallback';
import { StickyHeader } from './sticky-header';

/** Top header (SPEC.md §2.4 item 1): logo, search box with hot searches, inquiry links, language switch, then the main nav. */
export async function SiteHeader({ productTree }: { productTree: Category[] }) {
  const [t, hotSearches] = await Promise.all([getTranslations('header'), getLocale().then((locale) => orFallback(getHotSearches(locale as Locale), []))]);
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
          <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 320px' }, minWidth: 0, order: { xs: 3, md: 0 }, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <SearchBox />
            <HotSearches chips={hotSearches} />
          </Box>
          <Box sx={{ ml: 'auto' }}>
            <Stack direction="row" spacing={2} component="nav" aria-label={t('inquiryList')} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
              <Link href="/purchase-inquiry">{t('purchaseInquiry')}</Link>
              <InquiryListLink />
              <AccountMenu />
              <LanguageSwitch />
            </Stack>
            <Typography variant="caption" component="p" color="text.secondary" sx={{ textAlign: 'right', mt: 0.5 }}>
              {t('replyPromise')}
            </Typography>
          </Box>
        </Stack>
      </Container>
      <MainNav productTree={productTree} />
    </StickyHeader>
  );
}
