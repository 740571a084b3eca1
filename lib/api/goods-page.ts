import 'server-only';
/**
 * The goods page's extras in one request (docs/architecture.md §4, "Walk of a goods page"):
 * "Guess you like", the bound goods, evaluations, citations and validation figures, cached with
 * the goods item's tag like the detail itself.
 */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { GoodsPageExtras } from '@/contract/goods-page';
import type { CitationPage } from '@/contract/citations';
import type { GoodsEvaluations } from '@/contract/evaluations';
import type { ValidationFigure } from '@/contract/validation';
import { parseAnswer } from './answer';
import { api } from './config';
import { toGoodsList, type GoodsSummaryView } from './goods-shape';

export interface GoodsPageExtrasView {
  guesses: GoodsSummaryView[];
  bound: GoodsSummaryView[];
  evaluations: GoodsEvaluations;
  citations: CitationPage | null;
  figures: ValidationFigure[];
}

export async function getGoodsPageExtras(
  goodsId: number,
  limits: { guessLimit: number; evaluationLimit: number; citationLimit: number },
  locale: Locale,
): Promise<GoodsPageExtrasView> {
  const path = '/online/togoods/pageExtras';
  const raw = await api.request<unknown>('post', path, { goodsId, ...limits }, {
    locale,
    idempotent: true,
    next: { revalidate: cacheLife.goods, tags: [cacheTag.goods(goodsId)] },
  });
  const extras = parseAnswer(GoodsPageExtras, raw, path);
  return { ...extras, guesses: toGoodsList(extras.guesses), bound: toGoodsList(extras.bound) };
}
