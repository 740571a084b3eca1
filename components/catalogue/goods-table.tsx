import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import { tableRows, type TableColumns, type TableGoods } from '@/lib/catalogue/goods-table';
import type { ItemnoSort } from '@/lib/catalogue/listing-plan';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './goods-table.module.css';
import { GoodsTableRow } from './goods-table-row';
import { GoodsTableWindow } from './goods-table-window';
import type { RemainderSource } from './use-goods-remainder';

/** Messages of the rows the table's island renders once the rest of a long table has loaded. */
export const GOODS_TABLE_MESSAGES = ['badge', 'stock', 'availability', 'goods.priceOnRequest', 'goods.priceFrom', 'goods.listPrice'];

export interface GoodsTableProps {
  /** The rows the HTML carries: a page, or the first rows of an unpaged table. */
  goods: TableGoods[];
  columns: TableColumns;
  sort: ItemnoSort;
  /** The same listing in the other Cat. No. order. */
  sortHref: string;
  /** id of the heading that names the table. */
  labelledBy: string;
  /** Set when the table holds more goods than `goods`: the browser fetches them all and windows the rows. */
  remainder: RemainderSource | null;
}

/** MUI's ArrowDownward, turned up for the ascending order. */
function SortArrow({ sort }: { sort: ItemnoSort }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={cx(styles.sortArrow, sort === 'asc' && styles.sortArrowUp)}>
      <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
    </svg>
  );
}

/**
 * A category's goods as a table (docs/product.md §2.4 item 2). The first rows are server markup; a
 * longer table's island fetches the rest and renders only the rows near the viewport.
 */
export function GoodsTable({ goods, columns, sort, sortHref, labelledBy, remainder }: GoodsTableProps) {
  const t = useTranslations('catalogue');
  const catNo = useTranslations('goods')('catNo');
  const common = useTranslations('common');
  const rows = tableRows(goods);
  const antibody = columns === 'antibody';

  const head = (
    <>
      <colgroup>
        <col className={styles.catNoColumn} />
        <col className={antibody ? undefined : styles.nameColumn} />
        <col className={styles.specColumn} />
        {antibody ? (
          <>
            <col className={styles.applicationsColumn} />
            <col className={styles.speciesColumn} />
          </>
        ) : (
          <col />
        )}
        <col className={styles.offerColumn} />
      </colgroup>
      <thead>
        <tr aria-rowindex={1} className={styles.headRow}>
          <th scope="col" aria-sort={sort === 'asc' ? 'ascending' : 'descending'} className={cx(styles.headCell, styles.sortCell)}>
            <LocaleLink href={sortHref} className={styles.sortLink}>
              {catNo}
              <SortArrow sort={sort} />
              {/* The comma keeps a pause between the label and the order when read out. */}
              <span className={text.visuallyHidden}>, {sort === 'asc' ? t('sortedAscending') : t('sortedDescending')}</span>
            </LocaleLink>
          </th>
          <th scope="col" className={styles.headCell}>
            {t('productName')}
          </th>
          <th scope="col" className={styles.headCell}>
            {t('specifications')}
          </th>
          {antibody ? (
            <>
              <th scope="col" className={styles.headCell}>
                {t('applications')}
              </th>
              <th scope="col" className={styles.headCell}>
                {t('species')}
              </th>
            </>
          ) : (
            <th scope="col" className={styles.headCell}>
              {t('features')}
            </th>
          )}
          <th scope="col" className={styles.headCell}>
            {t('priceAndAvailability')}
          </th>
        </tr>
      </thead>
    </>
  );

  return (
    <GoodsTableWindow
      columns={columns}
      labelledBy={labelledBy}
      rowCount={rows.length}
      remainder={remainder}
      head={head}
      status={remainder ? { loading: common('WAIT_LOAD'), failed: t('loadFailed') } : null}
    >
      {rows.map((row, index) => (
        <GoodsTableRow key={row.goods.id} goods={row.goods} span={row.span} columns={columns} rowIndex={index + 2} />
      ))}
    </GoodsTableWindow>
  );
}
