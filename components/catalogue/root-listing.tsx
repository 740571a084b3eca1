import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/common/links';
import { GoodsCard } from '@/components/goods/goods-card';
import type { CategoryGoods } from '@/lib/api/goods';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { Link } from '@/lib/i18n/navigation';

/** /product?flag=all and /testingService?flag=all: every level-2 category with its first goods. */
export async function RootListing({ sections, imageHost }: { sections: readonly CategoryGoods[]; imageHost: string }) {
  const t = await getTranslations('catalogue');
  return (
    <>
      {sections.map((section) => {
        const headingId = `root-section-${section.id}`;
        const href = categoryHref(section);
        return (
          <Box component="section" key={section.id} aria-labelledby={headingId} sx={{ mb: 4 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}>
              <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
                <Link href={href} style={{ color: 'inherit' }}>
                  {section.name}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('goodsCount', { count: section.total })}
                </Typography>
              </Typography>
              <LinkButton href={href} size="small" variant="outlined" sx={{ flexShrink: 0 }}>
                {t('viewAllIn', { name: section.name })}
              </LinkButton>
            </Stack>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {section.goods.map((goods) => (
                <Grid key={goods.id} component="li" size={{ xs: 6, sm: 4, md: 3 }}>
                  <GoodsCard goods={goods} imageHost={imageHost} compact />
                </Grid>
              ))}
            </Grid>
          </Box>
        );
      })}
    </>
  );
}
