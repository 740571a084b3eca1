'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import { usePageLocale } from '@/components/account/use-page-locale';
import { ConfirmRemovalDialog } from '@/components/favourites/confirm-removal-dialog';
import type { FavouriteGoods } from '@/lib/api/customer-shape';
import { cancelFavourites } from '@/lib/customer/favourites';
import { FavouriteCard } from './favourite-card';
import { useRemoval } from './use-removal';

/**
 * The customer's favourites as goods cards, each removable after the confirmation SPEC.md §5
 * asks for. It stays mounted when the last one goes, showing `empty` instead.
 */
export function FavouriteGrid({ goods, imageHost, empty }: { goods: FavouriteGoods[]; imageHost: string; empty: ReactNode }) {
  const t = useTranslations('customer');
  const tFavourites = useTranslations('favourites');
  const locale = usePageLocale();
  const { removed, busyId, remove } = useRemoval();
  const [confirming, setConfirming] = useState<FavouriteGoods | null>(null);
  const shown = goods.filter((item) => !removed.has(item.id));

  const confirm = async () => {
    if (!confirming) return;
    await remove(confirming.id, () => cancelFavourites([confirming.id], locale), tFavourites('removed'));
    setConfirming(null);
  };

  const grid = (
    <Box component="ul" aria-label={t('favourites')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}>
      {shown.map((item) => (
        <li key={item.id} data-goods-id={item.id}>
          <FavouriteCard goods={item} imageHost={imageHost} busy={busyId === item.id} onRemove={() => setConfirming(item)} />
        </li>
      ))}
    </Box>
  );
  return (
    <>
      {shown.length ? grid : empty}
      <ConfirmRemovalDialog open={confirming !== null} title={confirming?.title ?? ''} busy={busyId !== null} onConfirm={() => void confirm()} onClose={() => setConfirming(null)} />
    </>
  );
}
