import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import type { GoodsSummaryView } from '@/lib/api/goods';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './bound-goods-table.module.css';
import { ColumnHeads } from '@/components/ui/column-heads';

type BoundGoods = Pick<GoodsSummaryView, 'id' | 'itemno' | 'title' | 'norms' | 'onShelf'>;

/** The goods bound to this one (same bindId), each linking to its detail; this one is marked. */
export function BoundGoodsTable({ goods, currentId, labelledBy }: { goods: readonly BoundGoods[]; currentId: number; labelledBy: string }) {
  const t = useTranslations('goods');
  return (
    <div className={surface.tableScroll} tabIndex={0}>
      <table className={cx(surface.table, styles.table)} aria-labelledby={labelledBy}>
        <ColumnHeads labels={[t('catNo'), t('boundName'), t('boundSpecs')]} />
        <tbody>
          {goods.map((item) => {
            const current = item.id === currentId;
            return (
              <tr key={item.id} className={current ? styles.current : undefined}>
                <td className={styles.itemno}>{item.itemno}</td>
                <td>
                  {current ? (
                    <span aria-current="page">
                      {item.title} <span className={styles.currentChip}>{t('currentItem')}</span>
                    </span>
                  ) : (
                    <LocaleLink href={goodsHref(item.id, { onShelf: item.onShelf })}>{item.title}</LocaleLink>
                  )}
                </td>
                <td>{item.norms}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
