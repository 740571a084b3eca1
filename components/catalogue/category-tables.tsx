import { getTranslations } from 'next-intl/server';
import type { CategoryGoodsView } from '@/lib/api/goods';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { tableColumnsFor, toTableGoods } from '@/lib/catalogue/goods-table';
import type { ItemnoSort } from '@/lib/catalogue/listing-plan';
import { LocaleLink } from '@/components/ui/locale-link';
import { cx } from '@/components/ui/class-names';
import text from '@/components/ui/text.module.css';
import styles from './category-sections.module.css';
import { GoodsTable } from './goods-table';

/** The goods-list page in table mode: one table per category, headed by its name (docs/product.md §2.4 item 2). */
export async function CategoryTables({ groups, sort, sortHref }: { groups: readonly CategoryGoodsView[]; sort: ItemnoSort; sortHref: string }) {
  const t = await getTranslations('catalogue');
  return (
    <>
      {groups.map((group) => {
        const headingId = `goods-table-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId} className={styles.tableHeading}>
              <LocaleLink id={`${headingId}-name`} href={categoryHref(group)} className={styles.headingLink}>
                {group.name}
              </LocaleLink>{' '}
              <span className={cx(text.body2, text.secondary)}>{t('goodsCount', { count: group.total })}</span>
            </h2>
            <GoodsTable
              goods={group.goods.map(toTableGoods)}
              columns={tableColumnsFor([...group.pids, group.id])}
              sort={sort}
              sortHref={sortHref}
              labelledBy={`${headingId}-name`}
              remainder={group.total > group.goods.length ? { kind: 'group', goodsCate: group.id, sort } : null}
            />
          </section>
        );
      })}
    </>
  );
}
