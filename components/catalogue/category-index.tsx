import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Category } from '@/lib/api/categories';
import { categoryHref, sortCategoriesForMenu } from '@/lib/catalogue/category-routing';
import { Link } from '@/lib/i18n/navigation';

/** The right-hand category index: the shown category's children with their goods counts. */
export async function CategoryIndex({ categories }: { categories: readonly Category[] }) {
  if (categories.length === 0) return null;
  const t = await getTranslations('catalogue');
  return (
    <Box component="section" aria-labelledby="category-index-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2 }}>
      <Typography id="category-index-heading" variant="h2" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
        {t('indexHeading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, fontSize: '0.875rem', '& li': { py: 0.5 } }}>
        {sortCategoriesForMenu(categories).map((category) => (
          <li key={category.id}>
            <Link href={categoryHref(category)}>{category.name}</Link>{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({category.goodsCount})
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
