/**
 * The catalogue API as journeys use it to find their test data (the seed decides which ids are
 * off shelf or have no documents, so journeys ask instead of hard-coding ids).
 */
import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from '../../contract/envelope';
import type { GoodsDetail, GoodsSummary } from '../../contract/goods';

export const API_BASE = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

export type Lang = 'en' | 'zh';

async function post<T>(request: APIRequestContext, path: string, body: object, lang: Lang): Promise<Envelope<T>> {
  const response = await request.post(`${API_BASE}${path}`, { data: body, headers: { lang } });
  return (await response.json()) as Envelope<T>;
}

/** The goods of a category, first page, Cat. No. ascending. */
export async function categoryGoods(request: APIRequestContext, goodsCate: string, lang: Lang = 'en'): Promise<GoodsSummary[]> {
  const envelope = await post<{ list: GoodsSummary[] }>(request, '/online/togoods/classifyGoodsList', { goodsCate }, lang);
  if (envelope.code !== 0) throw new Error(`classifyGoodsList ${goodsCate}: ${envelope.code} ${envelope.msg}`);
  return envelope.data!.list;
}

export interface SellableGoods {
  id: number;
  /** Its first SKU: what a quick-order row without a size takes. */
  skuId: number;
  itemno: string;
  title: string;
  /** The first SKU's list price (CNY). */
  price: number;
}

/** `count` antibodies still sold whose SKUs all have a price, the first above ¥10 (room for a quoted discount). */
export async function sellableGoods(request: APIRequestContext, count: number, lang: Lang = 'en'): Promise<SellableGoods[]> {
  const picked = (await categoryGoods(request, 'CP002', lang))
    .filter((item) => item.onShelfFlag && ![-1, -2, -4].includes(item.inventoryStatus) && item.skus.length > 0 && item.skus.every((sku) => sku.skuPrice > 0))
    .filter((item) => item.skus[0]!.skuPrice > 10)
    .slice(0, count)
    .map((item) => ({ id: item.id, skuId: item.skus[0]!.id, itemno: item.itemno, title: item.title, price: item.skus[0]!.skuPrice }));
  if (picked.length < count) throw new Error(`the seed has ${count} sellable antibodies with priced SKUs`);
  return picked;
}

/** One goods item as the detail answers it (off-shelf included), or null when unknown. */
export async function goodsDetail(request: APIRequestContext, id: number, lang: Lang = 'en'): Promise<GoodsDetail | null> {
  const envelope = await post<GoodsDetail>(request, '/online/togoods/details', { id }, lang);
  return envelope.code === 0 ? envelope.data! : null;
}

/** The first goods item by id that satisfies `wanted`; details has no filter, so this walks the ids. */
export async function findGoods(request: APIRequestContext, wanted: (goods: GoodsDetail) => boolean, lastId = 1500): Promise<GoodsDetail> {
  for (let id = 1; id <= lastId; id += 1) {
    const goods = await goodsDetail(request, id);
    if (goods && wanted(goods)) return goods;
  }
  throw new Error('no goods item matches');
}

/** Antibodies, most cited first, as the finder's "Most cited" order answers them. */
export async function mostCitedGoods(request: APIRequestContext): Promise<GoodsSummary[]> {
  const envelope = await post<{ list: GoodsSummary[] }>(request, '/online/togoods/labelsClassifyGoodsList', { orderBy: 'citations', limit: 30 }, 'en');
  if (envelope.code !== 0) throw new Error(`labelsClassifyGoodsList: ${envelope.code} ${envelope.msg}`);
  return envelope.data!.list;
}
