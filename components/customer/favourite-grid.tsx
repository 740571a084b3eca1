'use client';
import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { usePageLocale } from '@/components/account/use-page-locale';
import type { FavouriteGoodsView } from '@/lib/api/customer-shape';
import { cancelFavourites } from '@/lib/api/islands/favourites';
import { FavouriteCard } from './favourite-card';
import cards from '@/components/ui/card-grid.module.css';
import { useRemoval } from './use-removal';

// The confirmation is an MUI dialog; its code loads when the first removal is asked for.
const ConfirmRemovalIsland = dynamic(() => import('@/components/favourites/confirm-removal-dialog').then((module) => module.ConfirmRemovalIsland), {
  ssr: false,
});

/**
 * The customer's favourites as goods cards, each removable after the confirmation docs/product.md §5
 * asks for. It stays mounted when the last one goes, showing `empty` instead. A plain island.
 */
export function FavouriteGrid({ goods, imageHost, empty }: { goods: FavouriteGoodsView[]; imageHost: string; empty: ReactNode }) {
  const t = useTranslations('customer');
  const tFavourites = useTranslations('favourites');
  const locale = usePageLocale();
  const { removed, busyId, remove } = useRemoval();
  const [confirming, setConfirming] = useState<FavouriteGoodsView | null>(null);
  // Once asked for, the dialog stays mounted so it can close with its transition.
  const [asked, setAsked] = useState(false);
  const shown = goods.filter((item) => !removed.has(item.id));

  const ask = (item: FavouriteGoodsView) => {
    setAsked(true);
    setConfirming(item);
  };
  const confirm = async () => {
    if (!confirming) return;
    await remove(confirming.id, () => cancelFavourites([confirming.id], locale), tFavourites('removed'));
    setConfirming(null);
  };

  const grid = (
    <ul aria-label={t('favourites')} className={cards.grid}>
      {shown.map((item) => (
        <li key={item.id} data-goods-id={item.id}>
          <FavouriteCard goods={item} imageHost={imageHost} busy={busyId === item.id} onRemove={() => ask(item)} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {shown.length ? grid : empty}
      {asked ? (
        <ConfirmRemovalIsland
          open={confirming !== null}
          title={confirming?.title ?? ''}
          busy={busyId !== null}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
