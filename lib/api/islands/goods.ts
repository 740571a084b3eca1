/**
 * Goods calls of the client islands, through the BFF (docs/architecture.md §1): a guest's
 * inquiry-list lines, the rest of an unpaged goods table, the download counter.
 */
import { DEFAULT_GOODS_SORT, TABLE_FETCH_LIMIT } from '@/lib/catalogue/constants';
import { isRecord } from '@/lib/catalogue/json-field';
import type { ItemnoSort } from '@/lib/catalogue/listing-plan';
import { API_CODE, browserApi, createBrowserClient } from '../browser';
import type { ApiLocale } from '../contract';
import { assertOk } from '../envelope';
import { toGoodsList, toGoodsSummary, type GoodsSummaryView } from '../goods-shape';
import { documentsApi, goodsApi } from '@/contract/operations/goods';
import { goodsListsApi } from '@/contract/operations/catalogue';

/** A goods item's summary; null when the API does not know it (the inquiry list shows it as unavailable). */
export async function fetchGoodsSummary(id: number, locale: ApiLocale): Promise<GoodsSummaryView | null> {
  // The inquiry-list page is exempt from code 3's jump to /404 (browser-effects.ts).
  const envelope = await browserApi.call(goodsApi.details, { id }, { locale });
  return envelope.code === API_CODE.notFound ? null : toGoodsSummary(assertOk(envelope).data);
}

/** Every goods item of a category's whole subtree (classifyGoodsList), up to the table's limit. */
export async function fetchSubtreeGoods(goodsCate: string, itemnoSort: ItemnoSort, locale: ApiLocale): Promise<GoodsSummaryView[]> {
  const params = { goodsCate, page: 1, limit: TABLE_FETCH_LIMIT, onShelfFlag: true, orderBy: DEFAULT_GOODS_SORT.orderBy, itemnoSort };
  return toGoodsList((await browserApi.requestPage<unknown>(goodsApi.classifyGoodsList, params, { locale })).list);
}

/** A category's own goods (newClassifyGoodsList): the category comes first among those under itself. */
export async function fetchOwnGoods(goodsCate: string, itemnoSort: ItemnoSort, locale: ApiLocale): Promise<GoodsSummaryView[]> {
  const params = { goodsCate, page: 1, limit: 1, goodsLimit: TABLE_FETCH_LIMIT, onShelfFlag: true, itemnoSort };
  const page = await browserApi.requestPage<unknown>(goodsListsApi.newClassifyGoodsList, params, { locale });
  const own = page.list.find((group) => isRecord(group) && group.id === goodsCate);
  return isRecord(own) && Array.isArray(own.goodsList) ? toGoodsList(own.goodsList) : [];
}

/** Counting a download must never move the visitor: code 3's /404 rule is for pages, not a counter. */
const downloadCounter = createBrowserClient({ effects: { navigate: () => undefined } });

/** Fire and forget (docs/product.md §4): the link opens the file at once, and leaving the page does not cancel the count. */
export function countDownload(attachmentId: number, locale: ApiLocale): void {
  downloadCounter.call(documentsApi.downLoadInc, { id: attachmentId }, { locale, scope: null }).catch(() => undefined);
}
