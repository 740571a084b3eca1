import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { GoodsBadges } from '@/components/goods/goods-badges';
import { StockLabel } from '@/components/goods/stock-label';
import { GoodsPriceTag } from '@/components/goods/price-tag';
import { listedGoodsHref, type TableColumns, type TableGoods } from '@/lib/catalogue/goods-table';
import { localePath, type Locale } from '@/lib/i18n/locales';
import styles from './goods-table.module.css';

/**
 * Cell content held to the fixed row height (`rows` rows for a merged cell), so windowing can
 * count on it: the CSS limit is one row's height less the cell's padding and border.
 */
function Fitted({ rows, children }: { rows: number; children: ReactNode }) {
  return rows > 1 ? (
    <div className={styles.fitted} style={{ maxHeight: `calc(${rows} * var(--row-height) - 9px)` }}>
      {children}
    </div>
  ) : (
    <div className={styles.fitted}>{children}</div>
  );
}

export interface GoodsTableRowProps {
  goods: TableGoods;
  /** rowSpan of the merged cells (name, features / applications, species); 0 when the row above covers them. */
  span: number;
  columns: TableColumns;
  /** 1-based position among all rows of the table, header included (aria-rowindex). */
  rowIndex: number;
}

/**
 * One goods row, the same markup whether the server renders it (the first rows) or the table's
 * island does (the rest, windowed). A click anywhere on the row opens the goods item: the
 * island reads `data-href`. The links are plain anchors: a new tab needs no client routing, and
 * a long table stays light in the page's payload.
 */
export function GoodsTableRow({ goods, span, columns, rowIndex }: GoodsTableRowProps) {
  const locale = useLocale() as Locale;
  const href = localePath(locale, listedGoodsHref(goods));
  // A merged cell spans the rows of its bound goods, its content cut to their height; a
  // single row's text is clamped to the three lines its height holds.
  const merged = (content: ReactNode, fit = false) => {
    if (span === 0) return null;
    if (span > 1) {
      return (
        <td rowSpan={span}>
          <Fitted rows={span}>{content}</Fitted>
        </td>
      );
    }
    return <td>{fit ? <Fitted rows={1}>{content}</Fitted> : content}</td>;
  };
  return (
    <tr aria-rowindex={rowIndex} data-href={href} className={styles.row}>
      <td className={styles.catNo}>
        <span className={styles.clamp3}>{goods.itemno}</span>
      </td>
      {merged(
        <>
          <a href={href} target="_blank" rel="noopener" className={styles.nameLink}>
            <span className={styles.clamp2}>{goods.title}</span>
          </a>
          <GoodsBadges badges={goods.badges} />
        </>,
        true,
      )}
      <td>
        <span className={styles.clamp3}>{goods.norms}</span>
      </td>
      {columns === 'antibody' ? (
        <>
          {merged(<span className={styles.clamp3}>{goods.applications}</span>)}
          {merged(<span className={styles.clamp3}>{goods.species}</span>)}
        </>
      ) : (
        merged(<span className={styles.clamp3}>{goods.features}</span>)
      )}
      {/* Price and availability, what a buyer compares (docs/product.md §2.4 item 2): per goods item, never merged. */}
      <td className={styles.offer}>
        <Fitted rows={1}>
          <span className={styles.price}>
            <GoodsPriceTag price={goods.price} />
          </span>{' '}
          <StockLabel goods={goods} />
        </Fitted>
      </td>
    </tr>
  );
}
