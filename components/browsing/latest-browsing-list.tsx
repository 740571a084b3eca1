'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BrowsedGoods } from '@/lib/browsing-history';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { LATEST_BROWSING_PAGE_SIZE } from '@/lib/catalogue/constants';
import { imageUrl } from '@/lib/catalogue/image';
import { Link } from '@/lib/i18n/navigation';

/** One page of viewed goods: cover, title and Cat. No., each opening its detail in a new tab. */
export function LatestBrowsingList({ items, imageHost, label }: { items: BrowsedGoods[]; imageHost: string; label: string }) {
  const t = useTranslations('goods');
  // A short last page keeps the panel's height, so the paging buttons stay under the pointer.
  const rowPx = 52;
  const gapPx = 8;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', alignContent: 'start', gap: `${gapPx}px`, minHeight: LATEST_BROWSING_PAGE_SIZE * (rowPx + gapPx) - gapPx }}>
      {items.map((item) => (
        <li key={item.id}>
          <Box
            component={Link}
            href={goodsHref(item.id)}
            target="_blank"
            rel="noopener"
            sx={{ display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr)', gap: 1, alignItems: 'center', minHeight: rowPx, color: 'text.primary', textDecoration: 'none', '&:hover .title, &:focus-visible .title': { color: 'primary.main' } }}
          >
            <Box component="img" src={imageUrl(item.cover, imageHost)} alt="" width={48} height={48} loading="lazy" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 0.5, bgcolor: 'grey.100' }} />
            <span>
              <Typography className="title" component="span" variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontSize: '0.8rem', lineHeight: 1.3 }}>
                {item.title}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontSize: '0.7rem', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {t('catNo')}: {item.itemno}
              </Typography>
            </span>
          </Box>
        </li>
      ))}
    </Box>
  );
}
