'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { GoodsBadges } from '@/components/goods/goods-badges';
import type { FavouriteGoods } from '@/lib/api/customer-shape';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import { Link } from '@/lib/i18n/navigation';

/** One favourite: the goods card (opening the detail in a new tab, /404 once off shelf) and its remove button. */
export function FavouriteCard({ goods, imageHost, busy, onRemove }: { goods: FavouriteGoods; imageHost: string; busy: boolean; onRemove(): void }) {
  const t = useTranslations('customer');
  const tGoods = useTranslations('goods');
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', opacity: goods.onShelf ? 1 : 0.7 }}>
      <Link href={goodsHref(goods.id, { onShelf: goods.onShelf })} target="_blank" rel="noopener" style={{ color: 'inherit', textDecoration: 'none', display: 'block', flexGrow: 1 }}>
        <Box component="img" src={imageUrl(goods.cover, imageHost)} alt="" loading="lazy" width={300} height={200} sx={{ display: 'block', width: '100%', height: 140, objectFit: 'cover', bgcolor: 'grey.100' }} />
        <CardContent sx={{ p: 1.5 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {goods.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {tGoods('catNo')}: {goods.itemno}
          </Typography>
          {goods.onShelf ? (
            <GoodsBadges badges={goods.badges} />
          ) : (
            <Typography variant="caption" color="error" component="p">
              {t('offShelf')}
            </Typography>
          )}
        </CardContent>
      </Link>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <Button size="small" color="error" variant="outlined" fullWidth aria-label={t('removeFavourite', { title: goods.title })} loading={busy} onClick={onRemove}>
          {t('remove')}
        </Button>
      </Box>
    </Card>
  );
}
