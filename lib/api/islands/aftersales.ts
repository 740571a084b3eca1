/**
 * After-sales and evaluations from the browser (docs/product.md §12): through the BFF, which adds
 * the session's token. The client is injectable for tests.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { aftersalesApi } from '@/contract/operations/aftersales';
import { evaluationsApi } from '@/contract/operations/evaluations';
import type { OperationFields } from '@/contract/operation';

export type AfterSalesForm = OperationFields<typeof aftersalesApi.subAftermarket>;

/** Opens a request; answers its id. */
export async function submitAfterSales(form: AfterSalesForm, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<number> {
  const data = await client.request(aftersalesApi.subAftermarket, form, { locale });
  return data.id;
}

export async function cancelAfterSales(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(aftersalesApi.cancelAftermarket, { id }, { locale });
}

export type EvaluationForm = OperationFields<typeof evaluationsApi.saveOrderComments>;

export async function saveEvaluation(form: EvaluationForm, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(evaluationsApi.saveOrderComments, form, { locale });
}
