/**
 * The exchange from the browser (docs/product.md §2.11), through the BFF, which adds the session's
 * token. A refusal (not enough points, a bad field) arrives as an ApiError whose msg names the field.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { pointsApi } from '@/contract/operations/points';

export interface ExchangeForm {
  itemId: number;
  quantity: number;
  consignee: string;
  mobile: string;
  address: string;
}

export function submitExchange(form: ExchangeForm, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<{ id: number; points: number; balance: number }> {
  return client.request<{ id: number; points: number; balance: number }>(pointsApi.exchange, form, { locale });
}
