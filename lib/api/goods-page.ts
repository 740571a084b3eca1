import 'server-only';
/**
 * A goods page in one request (docs/architecture.md §4, "Walk of a goods page"): the item, and
 * beside it "Guess you like", the bound goods, evaluations, citations and validation figures,
 * cached with the goods item's tag.
 */
import type { Locale } from '@/lib/i18n/locales';
import { GoodsPage } from '@/contract/goods-page';
import type { CitationPage } from '@/contract/citations';
import type { GoodsEvaluations } from '@/contract/evaluations';
import type { ValidationFigure } from '@/contract/validation';
import { parseAnswer } from './answer';
import { api } from './config';
import { goodsCache } from './goods';
import { toGoodsDetail, toGoodsList, type GoodsDetailView, type GoodsSummaryView } from './goods-shape';
import { goodsPageApi } from '@/contract/operations/goods';

export interface GoodsPageExtrasView {
  guesses: GoodsSummaryView[];
  bound: GoodsSummaryView[];
  evaluations: GoodsEvaluations;
  citations: CitationPage | null;
  figures: ValidationFigure[];
}

export interface GoodsPageView {
  goods: GoodsDetailView;
  extras: GoodsPageExtrasView;
}

/** The page of an on-shelf goods item; null when it is off shelf; code 3 when unknown. */
export async function getGoodsPage(
  goodsId: number,
  limits: { guessLimit: number; evaluationLimit: number; citationLimit: number },
  locale: Locale,
): Promise<GoodsPageView | null> {
  const operation = goodsPageApi.goodsPage;
  const raw = await api.request(
    operation,
    { goodsId, ...limits },
    {
      locale,
      idempotent: true,
      next: goodsCache(goodsId),
    },
  );
  const { detail, extras } = parseAnswer(GoodsPage, raw, operation.path);
  const goods = toGoodsDetail(detail);
  if (!goods?.onShelf) return null;
  return { goods, extras: { ...extras, guesses: toGoodsList(extras.guesses), bound: toGoodsList(extras.bound) } };
}
