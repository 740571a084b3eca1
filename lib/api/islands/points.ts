/**
 * The exchange from the browser (docs/product.md §2.11), through the BFF, which adds the session's
 * token. A refusal (not enough points, a bad field) arrives as an ApiError whose msg names the field.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { pointsApi } from '@/contract/operations/points';
import type { OperationData, OperationFields } from '@/contract/operation';

export type ExchangeForm = OperationFields<typeof pointsApi.exchange>;

export function submitExchange(
  form: ExchangeForm,
  locale: ApiLocale,
  client: BrowserApiClient = browserApi,
): Promise<OperationData<typeof pointsApi.exchange>> {
  return client.request(pointsApi.exchange, form, { locale });
}
