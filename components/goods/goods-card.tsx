import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import type { Badge } from '@/lib/catalogue/badges';
import { Link } from '@/lib/i18n/navigation';
import { GoodsBadges } from './goods-badges';

export interface GoodsCardData {
  id: number;
  itemno: string;
  title: string;
  cover: string | null;
  badges: readonly Badge[];
}

/**
 * A goods item as a card: image, title with badges, Cat. No. The link opens the detail in a
 * new tab (SPEC.md §2.3). `imageHost` comes from the server (lib/site) so islands can use it too.
 */
export function GoodsCard({ goods, imageHost, compact = false }: { goods: GoodsCardData; imageHost: string; compact?: boolean }) {
  const t = useTranslations('goods');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <Link href={goodsHref(goods.id)} target="_blank" rel="noopener" style={{ color: 'inherit', textDecoration: 'none', display: 'block', height: '100%' }}>
        <Box
          component="img"
          src={imageUrl(goods.cover, imageHost)}
          alt={goods.title}
          loading="lazy"
          width={300}
          height={200}
          sx={{ display: 'block', width: '100%', height: compact ? 96 : 150, objectFit: 'cover', bgcolor: 'grey.100' }}
        />
        <CardContent sx={{ p: compact ? 1 : 1.5 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {goods.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('catNo')}: {goods.itemno}
          </Typography>
          <GoodsBadges badges={goods.badges} />
        </CardContent>
      </Link>
    </Card>
  );
}
