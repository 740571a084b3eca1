import 'server-only';
/**
 * Goods side by side for the compare page (docs/product.md §2.12): up to four goods read by id in one
 * request, cached with each goods item's tag so a change to any of them refreshes the answer.
 */
import { cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CompareGoodsAnswer } from '@/contract/compare';
import type { ValidationFigure } from '@/contract/validation';
import { compareGoodsApi } from '@/contract/operations/compare';
import { parseAnswer } from './answer';
import { api } from './config';
import { goodsCache } from './goods';
import { toGoodsSummary, type GoodsSummaryView } from './goods-shape';

/** A goods item as a compare column shows it: its summary, label codes (antibodies: clonality and host) and validation figures. */
export interface CompareGoodsView extends GoodsSummaryView {
  labels: string[];
  figures: ValidationFigure[];
}

export interface CompareGoodsResult {
  /** On-shelf goods, in the order asked. */
  goods: CompareGoodsView[];
  /** Goods no longer on the shelf, named rather than compared. */
  offShelf: CompareGoodsView[];
  /** Ids no goods item has. */
  unknown: number[];
}

export async function getCompareGoods(ids: readonly number[], locale: Locale): Promise<CompareGoodsResult> {
  const [first, ...rest] = ids;
  if (first === undefined) return { goods: [], offShelf: [], unknown: [] };
  const operation = compareGoodsApi.compareGoods;
  const next = goodsCache(first, ...rest.map((id) => cacheTag.goods(id)));
  const raw = await api.request(operation, { goodsId: [...ids] }, { locale, idempotent: true, next });
  const answer = parseAnswer(CompareGoodsAnswer, raw, operation.path);
  const shown = answer.list.flatMap((item): CompareGoodsView[] => {
    const summary = toGoodsSummary(item);
    return summary ? [{ ...summary, labels: item.labels, figures: item.figures }] : [];
  });
  return { goods: shown.filter((item) => item.onShelf), offShelf: shown.filter((item) => !item.onShelf), unknown: answer.unknown };
}
