import { useTranslations } from 'next-intl';
import { GoodsCard } from '@/components/goods/goods-card';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import type { CellLineRecommendationView } from '@/lib/api/finder-shape';
import styles from './cell-line-details.module.css';

const FACTS = ['species', 'tissue', 'growth', 'serum'] as const;

/** One cell line: what it is, how it grows, the medium recommended for it, and the goods to order. */
export function CellLineDetails({ line, imageHost }: { line: CellLineRecommendationView; imageHost: string }) {
  const t = useTranslations('medium');
  const headingId = `cell-line-${line.id}`;
  return (
    <section aria-labelledby={headingId} className={styles.line}>
      <h2 id={headingId} className={styles.name}>
        {line.name}
      </h2>
      {line.description ? <p className={styles.description}>{line.description}</p> : null}
      <dl className={styles.facts}>
        {FACTS.map((fact) =>
          line[fact] ? (
            <div key={fact} className={styles.fact}>
              <dt>{t(fact)}</dt>
              <dd>{line[fact]}</dd>
            </div>
          ) : null,
        )}
        {line.medium ? (
          <div className={styles.fact}>
            <dt>{t('recommendedMedium')}</dt>
            <dd className={styles.medium}>{line.medium.name || line.medium.code}</dd>
          </div>
        ) : null}
      </dl>
      {line.goods.length ? (
        <>
          <h3 className={styles.goodsHeading}>{t('goodsHeading', { name: line.name })}</h3>
          <ul className={styles.goods}>
            {line.goods.map((goods) => (
              <li key={goods.id} className={styles.goodsItem}>
                <GoodsCard goods={goods} imageHost={imageHost} compact />
                {goods.id === line.completeMediumId ? (
                  <span className={cx(surface.chip, surface.chipSecondary, styles.complete)}>{t('completeMedium')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
