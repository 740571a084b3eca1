import { useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import type { GoodsDetail } from '@/lib/api/goods';
import { Link } from '@/lib/i18n/navigation';

type HeadingGoods = Pick<GoodsDetail, 'title' | 'secondTitle' | 'itemno' | 'badges' | 'inventoryStatus' | 'categoryPath' | 'goodsType' | 'ifValue'>;

/** Where the impact-factor link leads: the search for the goods item's publications and relatives. */
function impactFactorHref(itemno: string): string {
  return `/search-result?search=${encodeURIComponent(itemno)}`;
}

/** Title, second title, Cat. No., badges, stock label and the impact factor of a goods item. */
export function GoodsHeading({ goods }: { goods: HeadingGoods }) {
  const t = useTranslations('goods');
  return (
    <div>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 0.5 }}>
        {goods.title}
      </Typography>
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
