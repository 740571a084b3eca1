'use client';
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/components/account/use-page-locale';
import { CloseIcon } from '@/components/ui/icons';
import type { FootprintGoods } from '@/lib/api/customer-shape';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import { removeFootprints } from '@/lib/customer/footprints';
import { Link } from '@/lib/i18n/navigation';
import { useRemoval } from './use-removal';

/**
 * Viewed goods, newest first, with when each was viewed and a way to forget it; `empty` once
 * the last one goes.
 */
export function FootprintList({ goods, imageHost, empty }: { goods: FootprintGoods[]; imageHost: string; empty: ReactNode }) {
  const t = useTranslations('customer');
  const tGoods = useTranslations('goods');
  const format = useFormatter();
  const locale = usePageLocale();
  const { removed, busyId, remove } = useRemoval();
  const shown = goods.filter((item) => !removed.has(item.id));

  const list = (
    <Box component="ol" aria-label={t('footprints')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {shown.map((item) => (
        <Box component="li" key={item.id} data-goods-id={item.id} sx={{ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr) auto', gap: 2, alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box component="img" src={imageUrl(item.cover, imageHost)} alt="" width={64} height={64} loading="lazy" sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 0.5, bgcolor: 'grey.100' }} />
          <div>
            <Link href={goodsHref(item.id, { onShelf: item.onShelf })} target="_blank" rel="noopener">
              {item.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {tGoods('catNo')}: {item.itemno}
              {item.onShelf ? null : ` · ${t('offShelf')}`}
            </Typography>
            {item.viewedAt ? (
              <Typography variant="caption" color="text.secondary">
                {t('viewedAt', { time: format.dateTime(new Date(item.viewedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
              </Typography>
            ) : null}
          </div>
          <IconButton aria-label={t('removeFootprint', { title: item.title })} disabled={busyId === item.id} onClick={() => void remove(item.id, () => removeFootprints([item.id], locale), t('footprintRemoved'))}>
            <CloseIcon size="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
  return shown.length ? list : empty;
}
