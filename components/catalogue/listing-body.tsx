import { useTranslations } from 'next-intl';
import { CurrencyNote } from '@/components/ui/currency-note';
import type { CategoryGoodsView, GoodsSummaryView } from '@/lib/api/goods';
import { tableColumnsFor, toggledSort, toTableGoods } from '@/lib/catalogue/goods-table';
import { pageCount, type ListingPlan } from '@/lib/catalogue/listing-plan';
import { listingHref, type ListingQuery, type ListingRoute } from '@/lib/catalogue/listing-query';
import styles from './category-sections.module.css';
import { CategoryTables } from './category-tables';
import { GoodsGrid } from './goods-grid';
import { GoodsListRows } from './goods-list-rows';
import { GoodsTable } from './goods-table';
import { ListingPager } from './listing-pager';

/** The goods of a listing as loaded: a page (or an unpaged table's first rows), or a table per category. */
export type ListingGoods = { kind: 'groups'; groups: CategoryGoodsView[] } | { kind: 'goods'; goods: GoodsSummaryView[]; total: number };

export interface ListingBodyProps {
  route: ListingRoute;
  query: ListingQuery;
  plan: ListingPlan;
  /** The category shown, with its ancestors (root first, itself last). */
  categoryPath: readonly string[];
  data: ListingGoods;
  imageHost: string;
  /** id of the page heading that names a single goods table. */
  headingId: string;
}

/**
 * True when a table of the listing holds more goods than its HTML, so its island fetches and
 * renders the rest in the browser (and needs the rows' messages, docs/islands.md "Messages").
 */
export function loadsTableRemainder(plan: ListingPlan, data: ListingGoods): boolean {
  if (data.kind === 'groups') return data.groups.some((group) => group.total > group.goods.length);
  return plan.view === 3 && !plan.paged && data.total > data.goods.length;
}

/** The goods list in the plan's view mode, with its pager, or 'No Data'. */
export function ListingBody({ route, query, plan, categoryPath, data, imageHost, headingId }: ListingBodyProps) {
  const common = useTranslations('common');
  const next = toggledSort(plan.sort);
  // Ascending is the default, so it needs no parameter; a new order starts at page 1.
  const sortHref = listingHref(route, { ...query, sort: next === 'asc' ? undefined : next, page: undefined });

  if (data.kind === 'groups') {
    if (data.groups.length === 0) return <p className={styles.noData}>{common('noData')}</p>;
    return (
      <>
        <CategoryTables groups={data.groups} sort={plan.sort} sortHref={sortHref} />
        <CurrencyNote />
      </>
    );
  }
  if (data.goods.length === 0) return <p className={styles.noData}>{common('noData')}</p>;

  const categoryId = categoryPath.at(-1) ?? '';
  return (
    <>
      {plan.view === 1 ? <GoodsGrid goods={data.goods} imageHost={imageHost} /> : null}
      {plan.view === 2 ? <GoodsListRows goods={data.goods} imageHost={imageHost} /> : null}
      {plan.view === 3 ? (
        <GoodsTable
          goods={data.goods.map(toTableGoods)}
          columns={tableColumnsFor(categoryPath)}
          sort={plan.sort}
          sortHref={sortHref}
          labelledBy={headingId}
          remainder={loadsTableRemainder(plan, data) ? { kind: 'category', goodsCate: categoryId, sort: plan.sort } : null}
        />
      ) : null}
      <CurrencyNote />
      {plan.paged ? <ListingPager route={route} query={query} page={plan.page} count={pageCount(data.total, plan.pageSize)} /> : null}
    </>
  );
}
