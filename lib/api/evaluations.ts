import 'server-only';
/**
 * Evaluations for server pages (docs/product.md §12.2): a goods item's (cached with the goods
 * page's tag, which a saved evaluation expires) and the logged-in customer's own (never cached).
 */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { EvaluableLine, GoodsEvaluations } from '@/contract/evaluations';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';

export type { EvaluableLine, GoodsEvaluations } from '@/contract/evaluations';

/** The first evaluations of a goods item with the count and average. */
export async function getGoodsEvaluations(goodsId: number, limit: number, locale: Locale): Promise<GoodsEvaluations> {
  const path = '/online/togoodscomment/search';
  const raw = await api.request<unknown>('post', path, { goodsId, page: 1, limit }, {
    locale,
    idempotent: true,
    next: { revalidate: cacheLife.goods, tags: [cacheTag.goods(goodsId)] },
  });
  return parseAnswer(GoodsEvaluations, raw, path);
}

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

/** The customer's delivered lines waiting for an evaluation, or evaluated. */
export async function getMyEvaluations(token: string, state: 'waiting' | 'given', page: number, limit: number, locale: Locale) {
  const path = '/online/toOrderComments/myEvaluations';
  return api.requestPage('post', path, { state, page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(EvaluableLine, path));
}

/** One order line of the customer's with its evaluation (the /modifyEvaluate form). */
export async function getLineEvaluation(token: string, orderLineId: number, locale: Locale): Promise<EvaluableLine> {
  const path = '/online/toOrderComments/lineEvaluation';
  const raw = await api.request<unknown>('get', path, { orderLineId }, personal(locale, token));
  return parseAnswer(EvaluableLine, raw, path);
}
