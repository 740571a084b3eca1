import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import type { GoodsDetailView } from '@/lib/api/goods';
import styles from './goods-information.module.css';

type InformationGoods = Pick<GoodsDetailView, 'features' | 'applications' | 'species' | 'description'>;

const FIELDS = ['features', 'applications', 'species', 'description'] as const;

/** Features, applications, species and description, as a description list of what the item has. */
export function GoodsInformation({ goods }: { goods: InformationGoods }) {
  const t = useTranslations('goods');
  const present = FIELDS.filter((field) => goods[field]);
  if (present.length === 0) return null;
  return (
    <dl className={styles.list}>
      {present.map((field) => (
        <Fragment key={field}>
          <dt>{t(field)}</dt>
          <dd>{goods[field]}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
