/**
 * Orders, addresses and settlement from the browser (docs/product.md §11), through the BFF, which
 * adds the session's token. Plain TS (no zod): islands import it.
 */
import { browserApi, type BrowserApiClient } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import type { InvoiceType } from '@/contract/order-rules';
import { addressesApi } from '@/contract/operations/addresses';
import { ordersApi } from '@/contract/operations/orders';

export interface AddressInput {
  id?: number;
  consignee: string;
  mobile: string;
  country: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
  company: string;
  isDefault: boolean;
}

export interface OrderSubmission {
  goods: { id: number; skuId: number }[];
  addressId: number;
  couponId?: number;
  /** The total (CNY) the settlement showed; the API refuses the order when it now comes to another (docs/product.md §11.4). */
  expectedTotal: number;
  invoiceType: InvoiceType;
  invoiceTitle: string;
  invoiceTaxNo: string;
  remark: string;
}

export interface SubmittedOrder {
  orderId: number;
  orderNo: string;
  totalAmount: number;
}

export async function saveAddress(address: AddressInput, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<{ id: number }> {
  const operation = address.id ? addressesApi.updateAddress : addressesApi.addAddress;
  return client.request<{ id: number }>(operation, { ...address }, { locale });
}

export async function deleteAddress(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request<unknown>(addressesApi.delete, { id }, { locale });
}

/** The Idempotency-Key makes a resend after a lost answer give the same order, never a second one. */
export function submitOrder(order: OrderSubmission, idempotencyKey: string, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<SubmittedOrder> {
  return client.request<SubmittedOrder>(ordersApi.submit, { ...order }, { locale, idempotencyKey, scope: null });
}

export async function cancelOrder(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request<unknown>(ordersApi.cancel, { id }, { locale });
}

export async function deleteOrder(id: number, locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<void> {
  await client.request<unknown>(ordersApi.delete, { id }, { locale });
}
