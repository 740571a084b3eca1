'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useAfterIdle } from '@/components/common/use-after-idle';
import { FavouriteHeart } from './favourite-heart';
import { useHeartState } from './heart-state';

// Whether the item is collected, and toggling it, need the session (SWR, the BFF client): that
// code loads once the page is idle and drives the heart through heart-state.ts. The heart
// itself is the server's and stays the same element throughout (docs/islands.md).
const FavouriteButton = dynamic(() => import('./favourite-button').then((module) => module.FavouriteButton), { ssr: false });

/** The favourite heart of a goods page; its logic (favourite-button.tsx) loads when the page is idle. */
export function FavouriteSlot({ goodsId, title }: { goodsId: number; title: string }) {
  const t = useTranslations('favourites');
  const idle = useAfterIdle();
  const heart = useHeartState(goodsId);
  return (
    <>
      <FavouriteHeart label={t('favourite')} pressed={heart.pressed} busy={heart.busy} onClick={heart.press ?? undefined} />
      {idle ? <FavouriteButton goodsId={goodsId} title={title} /> : null}
    </>
  );
}
