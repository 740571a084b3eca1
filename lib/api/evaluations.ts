import 'server-only';
/**
 * The logged-in customer's own evaluations for server pages (docs/product.md §12.2), never cached.
 * A goods item's evaluations arrive with the goods page's extras (lib/api/goods-page.ts).
 */
import type { Locale } from '@/lib/i18n/locales';
import { EvaluableLine } from '@/contract/evaluations';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { evaluationsApi } from '@/contract/operations/evaluations';

export type { EvaluableLine } from '@/contract/evaluations';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

/** The customer's delivered lines waiting for an evaluation, or evaluated. */
export async function getMyEvaluations(token: string, state: 'waiting' | 'given', page: number, limit: number, locale: Locale) {
  const operation = evaluationsApi.myEvaluations;
  return api.requestPage(operation, { state, page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(EvaluableLine, operation.path));
}

/** One order line of the customer's with its evaluation (the /modifyEvaluate form). */
export async function getLineEvaluation(token: string, orderLineId: number, locale: Locale): Promise<EvaluableLine> {
  const operation = evaluationsApi.lineEvaluation;
  const raw = await api.request(operation, { orderLineId }, personal(locale, token));
  return parseAnswer(EvaluableLine, raw, operation.path);
}
