import useSWR from 'swr';
import { isApiError, TRANSPORT_CODE } from '@/lib/api/browser';
import { fetchOwnGoods, fetchSubtreeGoods } from '@/lib/api/islands/goods';
import { toTableGoods, type TableGoods } from '@/lib/catalogue/goods-table';
import type { ItemnoSort } from '@/lib/catalogue/listing-plan';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Where the rest of an unpaged table comes from: a category's whole subtree (classifyGoodsList)
 * or, on the goods-list page's table per category, the category's own goods (newClassifyGoodsList).
 */
export interface RemainderSource {
  kind: 'category' | 'group';
  goodsCate: string;
  sort: ItemnoSort;
}

type RemainderKey = readonly ['goods-table', Locale, RemainderSource['kind'], string, ItemnoSort];

async function fetchAll([, locale, kind, goodsCate, sort]: RemainderKey): Promise<TableGoods[]> {
  const goods = kind === 'category' ? await fetchSubtreeGoods(goodsCate, sort, locale) : await fetchOwnGoods(goodsCate, sort, locale);
  return goods.map(toTableGoods);
}

export interface Remainder {
  /** Every goods item of the table once loaded; null before. */
  goods: TableGoods[] | null;
  loading: boolean;
  failed: boolean;
}

/** All goods of an unpaged table, fetched once in the browser; nothing when `source` is null. */
export function useGoodsRemainder(source: RemainderSource | null, locale: Locale): Remainder {
  const key: RemainderKey | null = source ? ['goods-table', locale, source.kind, source.goodsCate, source.sort] : null;
  const { data, error } = useSWR(key, fetchAll, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  // A request cancelled by a route change is not a failure: the page is going away.
  const failed = error !== undefined && !(isApiError(error) && error.code === TRANSPORT_CODE.cancelled);
  return { goods: data ?? null, loading: key !== null && data === undefined && !failed, failed };
}
