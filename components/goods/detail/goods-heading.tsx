import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import type { GoodsDetail } from '@/lib/api/goods';
import { Link } from '@/lib/i18n/navigation';

type HeadingGoods = Pick<GoodsDetail, 'id' | 'title' | 'secondTitle' | 'itemno' | 'badges' | 'inventoryStatus' | 'categoryPath' | 'goodsType' | 'ifValue'>;

/** Where the impact-factor link leads: the search for the goods item's publications and relatives. */
function impactFactorHref(itemno: string): string {
  return `/search-result?search=${encodeURIComponent(itemno)}`;
}

/** Title, second title, Cat. No., badges, stock label and the impact factor of a goods item. */
export function GoodsHeading({ goods }: { goods: HeadingGoods }) {
  const t = useTranslations('goods');
  return (
    <div>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 0.5 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, flexGrow: 1 }}>
          {goods.title}
        </Typography>
        {/* A per-visitor island on a cached page: it learns the customer's state after hydration. */}
        <FavouriteButton goodsId={goods.id} title={goods.title} />
      </Box>
      {goods.secondTitle ? (
        <Typography component="p" color="text.secondary" sx={{ mb: 1 }}>
          {goods.secondTitle}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="p" variant="body2">
          {t('catNo')}: <strong>{goods.itemno}</strong>
        </Typography>
        <GoodsBadges badges={goods.badges} />
        <StockLabel inventoryStatus={goods.inventoryStatus} categoryPath={goods.categoryPath} goodsType={goods.goodsType} />
        {goods.ifValue !== null ? (
          <Link href={impactFactorHref(goods.itemno)} title={t('impactFactorHint', { value: goods.ifValue, itemno: goods.itemno })}>
            {t('impactFactor', { value: goods.ifValue })}
          </Link>
        ) : null}
      </Stack>
    </div>
  );
}
