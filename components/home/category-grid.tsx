import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/api/categories';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { Link } from '@/lib/i18n/navigation';

/** The product categories with their sub-categories and goods counts, as crawlable links. */
export async function CategoryGrid({ categories }: { categories: Category[] }) {
  const t = await getTranslations('home');
  return (
    <Box component="section" aria-labelledby="home-categories" sx={{ mt: 4 }}>
      <Typography id="home-categories" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('categoriesHeading')}
      </Typography>
      <Grid container spacing={2}>
        {categories.map((category) => (
          <Grid key={category.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" component="h3">
                  <Link href={categoryHref(category)}>{category.name}</Link>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('goodsCount', { count: category.goodsCount })}
                </Typography>
                {category.children.length ? (
                  <Box
                    component="ul"
                    aria-label={t('subCategories', { name: category.name })}
                    sx={{ m: 0, pl: 2, columns: 2, columnGap: 2, '& li': { py: 0.25, breakInside: 'avoid' } }}
                  >
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link href={categoryHref(child)}>{child.name}</Link>
                      </li>
                    ))}
                  </Box>
                ) : null}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
