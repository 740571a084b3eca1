import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import { UsdPrice } from '@/components/goods/usd-price';
import type { GoodsSummary } from '@/lib/api/goods-shape';
import { listedGoodsHref } from '@/lib/catalogue/goods-table';
import { imageUrl } from '@/lib/catalogue/image';
import { Link } from '@/lib/i18n/navigation';

/** View mode 2: one goods item as a row with image, title, badges, stock, Cat. No., specs and price. */
export function GoodsListRow({ goods, imageHost }: { goods: GoodsSummary; imageHost: string }) {
  const t = useTranslations('catalogue');
  const catNo = useTranslations('goods')('catNo');
  const href = listedGoodsHref(goods);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Link href={href} target="_blank" rel="noopener" tabIndex={-1} aria-hidden style={{ flexShrink: 0 }}>
        <Box
          component="img"
          src={imageUrl(goods.cover, imageHost)}
          alt=""
          loading="lazy"
          width={120}
          height={90}
          sx={{ display: 'block', width: 120, height: 90, objectFit: 'cover', bgcolor: 'grey.100', borderRadius: 1 }}
        />
      </Link>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <Link href={href} target="_blank" rel="noopener" style={{ color: 'inherit' }}>
            {goods.title}
          </Link>{' '}
          <GoodsBadges badges={goods.badges} />{' '}
          <StockLabel inventoryStatus={goods.inventoryStatus} categoryPath={goods.categoryPath} goodsType={goods.goodsType} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {catNo}: {goods.itemno}
          {goods.norms ? ` · ${t('specifications')}: ${goods.norms}` : ''}
        </Typography>
        {goods.features ? (
          <Typography variant="body2" sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {goods.features}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ flexShrink: 0, textAlign: 'right', minWidth: 96 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('price')}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }} component="p">
          <UsdPrice value={goods.skus[0]?.priceUsd ?? null} />
        </Typography>
      </Box>
    </Box>
  );
}
