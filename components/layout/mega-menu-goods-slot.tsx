'use client';
import dynamic from 'next/dynamic';
import { useMediaMatch } from '@/components/footprints/use-media-match';
import type { MegaMenuGoodsProps } from './mega-menu-goods';
import { GOODS_COLUMN_QUERY } from './mega-menu-goods-column';
import { MegaMenuGoodsPending } from './mega-menu-goods-pending';
import { useMegaMenuOpened } from './mega-menu-opened';

/** The featured goods' code: SWR, the goods cards, the BFF client. Called early, it only warms the cache. */
export const loadMegaMenuGoods = () => import('./mega-menu-goods');

const MegaMenuGoods = dynamic(() => loadMegaMenuGoods().then((module) => module.MegaMenuGoods), {
  ssr: false,
  loading: MegaMenuGoodsPending,
});

/**
 * Where a mega-menu's featured goods go (mega-menu-goods.tsx). Every page carries every menu
 * and most visitors open none, so the goods' code loads when a menu first opens, or as the
 * pointer rests on its item (docs/islands.md). The phone drawer shows no goods: it loads nothing.
 */
export function MegaMenuGoodsSlot(props: MegaMenuGoodsProps) {
  const opened = useMegaMenuOpened();
  const hasColumn = useMediaMatch(GOODS_COLUMN_QUERY);
  return opened && hasColumn ? <MegaMenuGoods {...props} /> : null;
}
