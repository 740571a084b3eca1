import 'server-only';
/**
 * After-sales requests of the logged-in customer for server pages (docs/product.md §12.1). Never
 * cached: every answer belongs to one customer.
 */
import type { Locale } from '@/lib/i18n/locales';
import { AfterSalesCount, AfterSalesDetail, AfterSalesSummary, AllowedQuantity } from '@/contract/aftersales';
import { OrderDetail } from '@/contract/orders';
import type { AfterSalesStatus } from '@/contract/aftersales-rules';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { aftersalesApi } from '@/contract/operations/aftersales';
import { ordersApi } from '@/contract/operations/orders';

export type { AfterSalesCount, AfterSalesDetail, AllowedQuantity } from '@/contract/aftersales';
export type { OrderDetail } from '@/contract/orders';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

export async function getAfterSalesList(token: string, status: AfterSalesStatus | undefined, page: number, limit: number, locale: Locale) {
  const operation = aftersalesApi.aftermarketList;
  return api.requestPage(
    operation,
    { page, limit, ...(status ? { status } : {}) },
    { ...personal(locale, token), idempotent: true },
    parseRow(AfterSalesSummary, operation.path),
  );
}

export async function getAfterSalesCount(token: string, locale: Locale): Promise<AfterSalesCount> {
  const operation = aftersalesApi.getAftermarketOrderCount;
  return parseAnswer(AfterSalesCount, await api.request(operation, {}, personal(locale, token)), operation.path);
}

export async function getAfterSalesDetail(token: string, id: number, locale: Locale): Promise<AfterSalesDetail> {
  const operation = aftersalesApi.aftermarketDetail;
  return parseAnswer(AfterSalesDetail, await api.request(operation, { id }, { ...personal(locale, token), idempotent: true }), operation.path);
}

export async function getAllowedQuantity(token: string, orderLineId: number, locale: Locale): Promise<AllowedQuantity> {
  const operation = aftersalesApi.checkAftermarketQuantity;
  return parseAnswer(AllowedQuantity, await api.request(operation, { orderLineId }, personal(locale, token)), operation.path);
}

/** The order a request starts from (its lines and what each delivered). */
export async function getOrderForAfterSales(token: string, orderId: number, locale: Locale): Promise<OrderDetail> {
  const operation = ordersApi.detail;
  return parseAnswer(OrderDetail, await api.request(operation, { id: orderId }, personal(locale, token)), operation.path);
}
