import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import type { FinderGoods } from '@/lib/api/finder-shape';
import { listedGoodsHref } from '@/lib/catalogue/goods-table';
import { imageUrl } from '@/lib/catalogue/image';
import { stockLabel } from '@/lib/catalogue/stock';
import { Link } from '@/lib/i18n/navigation';
import { ImageCarousel } from './image-carousel';
import { LabelTags } from './label-tags';

/** Where the impact-factor link leads, as on the goods detail: the search for the Cat. No. */
function impactFactorHref(itemno: string): string {
  return `/search-result?search=${encodeURIComponent(itemno)}`;
}

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Typography variant="body2" component="p">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** One antibody of the finder's results (SPEC.md §2.4 item 3); the title opens the detail in a new tab. */
export function AntibodyCard({ goods, imageHost }: { goods: FinderGoods; imageHost: string }) {
  const t = useTranslations('catalogue');
  const goodsT = useTranslations('goods');
  const images = (goods.images.length ? goods.images : [goods.cover]).map((image) => imageUrl(image, imageHost));
  const stock = stockLabel({ inventoryStatus: goods.inventoryStatus, categoryPath: goods.categoryPath, goodsType: goods.goodsType === 2 ? 'service' : undefined });
  const tagged = goods.labels.length > 0 || goods.badges.length > 0 || stock !== null;
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ImageCarousel images={images} title={goods.title} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, fontSize: '0.95rem' }}>
        <Link href={listedGoodsHref(goods)} target="_blank" rel="noopener" style={{ color: 'inherit' }}>
          {goods.title}
        </Link>
      </Typography>
      {tagged ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <LabelTags labels={goods.labels} />
          <GoodsBadges badges={goods.badges} />
          <StockLabel inventoryStatus={goods.inventoryStatus} categoryPath={goods.categoryPath} goodsType={goods.goodsType} />
        </Stack>
      ) : null}
      <Box>
        <Field label={goodsT('catNo')} value={goods.itemno} />
        <Field label={t('specifications')} value={goods.norms} />
        <Field label={t('applications')} value={goods.applications} />
        <Field label={t('species')} value={goods.species} />
      </Box>
      {goods.ifValue !== null ? (
        <Typography variant="body2" component="p" sx={{ mt: 'auto' }}>
          <Link href={impactFactorHref(goods.itemno)} title={goodsT('impactFactorHint', { value: goods.ifValue, itemno: goods.itemno })}>
            {goodsT('impactFactor', { value: goods.ifValue })}
          </Link>
        </Typography>
      ) : null}
    </Card>
  );
}

