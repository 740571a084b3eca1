import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CategoryGoods } from '@/lib/api/goods';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { tableColumnsFor, toTableGoods } from '@/lib/catalogue/goods-table';
import type { ItemnoSort } from '@/lib/catalogue/listing-plan';
import { Link } from '@/lib/i18n/navigation';
import { GoodsTable } from './goods-table';

/** The goods-list page in table mode: one table per category, headed by its name (SPEC.md §2.4 item 2). */
export async function CategoryTables({ groups, sort, sortHref }: { groups: readonly CategoryGoods[]; sort: ItemnoSort; sortHref: string }) {
  const t = await getTranslations('catalogue');
  return (
    <>
      {groups.map((group) => {
        const headingId = `goods-table-${group.id}`;
        return (
          <Box component="section" key={group.id} aria-labelledby={headingId} sx={{ mb: 4 }}>
            <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
              <Link id={`${headingId}-name`} href={categoryHref(group)} style={{ color: 'inherit' }}>
                {group.name}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {t('goodsCount', { count: group.total })}
              </Typography>
            </Typography>
            <GoodsTable
              goods={group.goods.map(toTableGoods)}
              columns={tableColumnsFor([...group.pids, group.id])}
              sort={sort}
              sortHref={sortHref}
              labelledBy={`${headingId}-name`}
              remainder={group.total > group.goods.length ? { kind: 'group', goodsCate: group.id, sort } : null}
            />
          </Box>
        );
      })}
    </>
  );
}
