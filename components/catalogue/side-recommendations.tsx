import { getTranslations } from 'next-intl/server';
import { GoodsCards } from '@/components/goods/goods-cards';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import styles from './side-sections.module.css';

/** Side product recommendations of a category page (generalRecommend). */
export async function SideRecommendations({ goods, imageHost }: { goods: readonly GoodsSummaryView[]; imageHost: string }) {
  if (goods.length === 0) return null;
  const t = await getTranslations('catalogue');
  return (
    <section aria-labelledby="side-recommend-heading">
      <h2 id="side-recommend-heading" className={styles.heading}>
        {t('recommendHeading')}
      </h2>
      <GoodsCards goods={goods} imageHost={imageHost} className={styles.recommendList} compact />
    </section>
  );
}
