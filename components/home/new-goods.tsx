import { getTranslations } from 'next-intl/server';
import type { GoodsSummary } from '@/lib/api/goods-shape';
import { GoodsRow } from './goods-row';
import section from './home-section.module.css';

/** The newest products on the home page. */
export async function NewGoods({ goods, imageHost }: { goods: GoodsSummary[]; imageHost: string }) {
  const t = await getTranslations('home');
  if (goods.length === 0) return null;
  return (
    <section className={section.section} aria-labelledby="home-new-goods">
      <h2 id="home-new-goods" className={section.heading}>
        {t('newGoodsHeading')}
      </h2>
      <GoodsRow goods={goods} imageHost={imageHost} label={t('newGoodsHeading')} />
    </section>
  );
}
