import { useTranslations } from 'next-intl';
import { CurrencyNote } from '@/components/ui/currency-note';
import sections from '@/components/catalogue/category-sections.module.css';
import { GoodsGrid } from '@/components/catalogue/goods-grid';
import { GoodsListRows } from '@/components/catalogue/goods-list-rows';
import { GoodsTable } from '@/components/catalogue/goods-table';
import { LinkPager } from '@/components/common/link-pager';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { toggledSort, toTableGoods } from '@/lib/catalogue/goods-table';
import { mediumHref, type MediumFilters } from '@/lib/catalogue/medium-filters';
import type { ViewMode } from '@/lib/catalogue/page-size';

export interface MediumResultsProps {
  filters: MediumFilters;
  view: ViewMode;
  goods: GoodsSummaryView[];
  pageCount: number;
  imageHost: string;
  /** id of the heading that names the table. */
  headingId: string;
}

/** Filtered media in the listing's view modes, paged; 'No Data' when nothing matches. */
export function MediumResults({ filters, view, goods, pageCount, imageHost, headingId }: MediumResultsProps) {
  const common = useTranslations('common');
  if (goods.length === 0) return <p className={sections.noData}>{common('noData')}</p>;
  const firstPage = { ...filters, page: 1 };
  return (
    <>
      {view === 1 ? <GoodsGrid goods={goods} imageHost={imageHost} /> : null}
      {view === 2 ? <GoodsListRows goods={goods} imageHost={imageHost} /> : null}
      {view === 3 ? (
        <GoodsTable
          goods={goods.map(toTableGoods)}
          columns="general"
          sort={filters.sort}
          sortHref={mediumHref({ ...firstPage, sort: toggledSort(filters.sort) })}
          labelledBy={headingId}
          // Paged like the other modes: the filters live in the URL, and the table's browser-side
          // remainder fetch knows categories only.
          remainder={null}
        />
      ) : null}
      <CurrencyNote />
      <LinkPager page={filters.page} count={pageCount} messages="catalogue" hrefFor={(page) => mediumHref({ ...filters, page })} />
    </>
  );
}
