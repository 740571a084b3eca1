import { getTranslations } from 'next-intl/server';
import { Stars } from '@/components/aftersales/stars';
import { formatDate } from '@/lib/catalogue/dates';
import type { GoodsEvaluations } from '@/contract/evaluations';
import { DetailSection } from './detail-section';
import styles from './goods-evaluations.module.css';

/** The goods page's evaluations (docs/product.md §12.2): count, average and the newest few, server-rendered. */
export async function GoodsEvaluationList({ evaluations }: { evaluations: GoodsEvaluations }) {
  const t = await getTranslations('evaluations');
  const average = evaluations.average ?? 0;
  return (
    <DetailSection id="evaluations" title={t('goodsHeading')}>
      <p className={styles.summary}>
        <Stars rating={average} label={t('starsLabel', { rating: average })} />
        <span>{t('summary', { average: average.toFixed(1), count: evaluations.totalCount })}</span>
      </p>
      <ul className={styles.list}>
        {evaluations.list.map((evaluation) => (
          <li key={evaluation.id} className={styles.item}>
            <div className={styles.meta}>
              <Stars rating={evaluation.rating} label={t('starsLabel', { rating: evaluation.rating })} />
              <span>{evaluation.author}</span>
              <span>{evaluation.skuDesc}</span>
              <time dateTime={evaluation.createdAt}>{formatDate(evaluation.createdAt)}</time>
            </div>
            <p className={styles.content}>{evaluation.content}</p>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
