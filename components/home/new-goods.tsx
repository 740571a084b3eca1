import { getTranslations } from 'next-intl/server';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { GoodsRow } from './goods-row';
import { HomeSection } from './home-section';

/** The newest products on the home page. */
/** One full row of six on wide screens (the API sends more). */
const NEW_GOODS_SHOWN = 6;

export async function NewGoods({ goods, imageHost }: { goods: GoodsSummaryView[]; imageHost: string }) {
  const t = await getTranslations('home');
  if (goods.length === 0) return null;
  return (
    <HomeSection id="home-new-goods" heading={t('newGoodsHeading')}>
      <GoodsRow goods={goods.slice(0, NEW_GOODS_SHOWN)} imageHost={imageHost} label={t('newGoodsHeading')} />
    </HomeSection>
  );
}
