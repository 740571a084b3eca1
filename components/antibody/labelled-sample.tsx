import { getTranslations } from 'next-intl/server';
import { GoodsCards } from '@/components/goods/goods-cards';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import styles from './labelled-sample.module.css';

/** A few labelled antibodies and kits (classifyGoodsListForKtRandom) below the results. */
export async function LabelledSample({ goods, imageHost }: { goods: readonly GoodsSummaryView[]; imageHost: string }) {
  if (goods.length === 0) return null;
  const t = await getTranslations('antibody');
  return (
    <section aria-labelledby="labelled-sample-heading" className={styles.section}>
      <h2 id="labelled-sample-heading">{t('sampleHeading')}</h2>
      <GoodsCards goods={goods} imageHost={imageHost} className={styles.grid} compact />
    </section>
  );
}
