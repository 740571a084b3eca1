/**
 * After-sales and evaluations from the browser (docs/product.md §12): through the BFF, which adds
 * the session's token. The client is injectable for tests.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import type { AfterSalesReason, AfterSalesType } from '@/contract/aftersales-rules';
import { aftersalesApi } from '@/contract/operations/aftersales';
import { evaluationsApi } from '@/contract/operations/evaluations';

export interface AfterSalesForm {
  orderId: number;
  lines: { orderLineId: number; quantity: number }[];
  type: AfterSalesType;
  reason: AfterSalesReason;
  description: string;
  attachments: string[];
}

/** Opens a request; answers its id. */
export async function submitAfterSales(form: AfterSalesForm, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<number> {
  const data = await client.request<{ id: number }>(aftersalesApi.subAftermarket, form, { locale });
  return data.id;
}

export async function cancelAfterSales(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request<unknown>(aftersalesApi.cancelAftermarket, { id }, { locale });
}

export interface EvaluationForm {
  orderLineId: number;
  rating: number;
  content: string;
  anonymous: boolean;
}

export async function saveEvaluation(form: EvaluationForm, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request<unknown>(evaluationsApi.saveOrderComments, form, { locale });
}
