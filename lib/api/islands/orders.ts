/**
 * Orders, addresses and settlement from the browser (docs/product.md §11), through the BFF, which
 * adds the session's token. Plain TS (no zod): islands import it.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { addressesApi } from '@/contract/operations/addresses';
import { ordersApi } from '@/contract/operations/orders';
import type { OperationData, OperationFields } from '@/contract/operation';

export type AddressInput = OperationFields<typeof addressesApi.addAddress> & { id?: number };

export type OrderSubmission = OperationFields<typeof ordersApi.submit>;

export type SubmittedOrder = OperationData<typeof ordersApi.submit>;

export async function saveAddress(address: AddressInput, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<{ id: number }> {
  const operation = address.id ? addressesApi.updateAddress : addressesApi.addAddress;
  return client.request(operation, { ...address }, { locale });
}

export async function deleteAddress(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(addressesApi.delete, { id }, { locale });
}

/** The Idempotency-Key makes a resend after a lost answer give the same order, never a second one. */
export function submitOrder(order: OrderSubmission, idempotencyKey: string, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<SubmittedOrder> {
  return client.request(ordersApi.submit, { ...order }, { locale, idempotencyKey, scope: null });
}

export async function cancelOrder(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(ordersApi.cancel, { id }, { locale });
}

export async function deleteOrder(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request(ordersApi.delete, { id }, { locale });
}
