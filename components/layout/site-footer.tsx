import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Category } from '@/lib/api/categories';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { Link } from '@/lib/i18n/navigation';

/** Footer: who we are, the top categories, and the service links with the 24-hour promise. */
export async function SiteFooter({ productTree }: { productTree: Category[] }) {
  const t = await getTranslations('footer');
  const tHeader = await getTranslations('header');
  const tNav = await getTranslations('nav');
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ mt: 6, bgcolor: '#14212e', color: '#d8dee4', py: 5 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="p" variant="body2">
              {t('about')}
            </Typography>
            <Typography component="p" variant="body2" sx={{ mt: 1.5 }}>
              {t('replyPromise')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Typography component="h2" variant="subtitle2" sx={{ color: '#fff', mb: 1 }}>
              {t('shop')}
            </Typography>
            <FooterLinks links={productTree.map((category) => ({ label: category.name, href: categoryHref(category) }))} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography component="h2" variant="subtitle2" sx={{ color: '#fff', mb: 1 }}>
              {t('service')}
            </Typography>
            <FooterLinks
              links={[
                { label: tHeader('purchaseInquiry'), href: '/purchase-inquiry' },
                { label: tHeader('inquiryList'), href: '/inquire-list' },
                { label: tNav('contactUs'), href: '/contact-us' },
                { label: tNav('coaReport'), href: '/coa-reportsearch' },
              ]}
            />
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 4, opacity: 0.8 }}>
          {t('copyright', { year })}
        </Typography>
      </Container>
    </Box>
  );
}

function FooterLinks({ links }: { links: { label: string; href: string }[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& a': { color: '#d8dee4' }, '& li': { py: 0.4 } }}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </Box>
  );
}
