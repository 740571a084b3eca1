import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeaturedMenu } from '@/lib/api/home';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { MEGA_MENU_GOODS_MAX } from '@/lib/catalogue/constants';
import { Link } from '@/lib/i18n/navigation';
import { GoodsRow } from './goods-row';

/** Each product category with its sub-categories and its featured goods (SPEC.md §2.4 item 1). */
export async function FeaturedMenus({ menus, imageHost }: { menus: FeaturedMenu[]; imageHost: string }) {
  const t = await getTranslations('home');
  const shown = menus.filter((menu) => menu.goods.length > 0);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-featured" sx={{ mt: 4 }}>
      <Typography id="home-featured" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('featuredHeading')}
      </Typography>
      <Stack spacing={4}>
        {shown.map((menu) => (
          <Box key={menu.id} component="article" aria-labelledby={`home-featured-${menu.id}`}>
            <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1, gap: 2 }}>
              <Typography id={`home-featured-${menu.id}`} variant="h3" component="h3">
                {menu.name}
              </Typography>
              <Link href={categoryHref(menu)}>{t('viewCategory', { name: menu.name })}</Link>
            </Stack>
            {menu.children.length ? (
              <Box
                component="ul"
                aria-label={t('subCategories', { name: menu.name })}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}
              >
                {menu.children.map((child) => (
                  <Box component="li" key={child.id} sx={{ '& a': { display: 'inline-block', px: 1.25, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 4, fontSize: '0.85rem', textDecoration: 'none', bgcolor: 'background.paper' } }}>
                    <Link href={categoryHref(child)}>{child.name}</Link>
                  </Box>
                ))}
              </Box>
            ) : null}
            <GoodsRow goods={menu.goods.slice(0, MEGA_MENU_GOODS_MAX)} imageHost={imageHost} label={t('featuredGoods', { name: menu.name })} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
