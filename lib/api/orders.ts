import 'server-only';
/**
 * The customer's settlement, orders, coupons and receiving addresses for the personal pages
 * (docs/product.md §11), read with the session token. Never cached: every answer is one customer's.
 */
import type { Locale } from '@/lib/i18n/locales';
import { AddressList } from '@/contract/addresses';
import { Coupon, Logistics, OrderCount, OrderDetail, OrderSummary, Settlement } from '@/contract/orders';
import type { CouponState, OrderStatus } from '@/contract/order-rules';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { ordersApi } from '@/contract/operations/orders';
import { addressesApi } from '@/contract/operations/addresses';

export type { Coupon, Logistics, OrderCount, OrderDetail, OrderSummary, Settlement } from '@/contract/orders';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

export interface ListPage<T> {
  list: T[];
  total: number;
  pages: number;
}

const pagesOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export async function getSettlement(token: string, goods: { id: number; skuId: number }[], locale: Locale): Promise<Settlement> {
  const operation = ordersApi.settlement;
  const raw = await api.request(operation, { goods }, { ...personal(locale, token), idempotent: true });
  return parseAnswer(Settlement, raw, operation.path);
}

export async function getOrders(
  token: string,
  query: { page: number; limit: number; status: OrderStatus | undefined },
  locale: Locale,
): Promise<ListPage<OrderSummary>> {
  const operation = ordersApi.list;
  const body = { page: query.page, limit: query.limit, ...(query.status ? { status: query.status } : {}) };
  const answer = await api.requestPage(operation, body, { ...personal(locale, token), idempotent: true }, parseRow(OrderSummary, operation.path));
  return { list: answer.list, total: answer.total, pages: pagesOf(answer.total, query.limit) };
}

export async function getOrderCount(token: string, locale: Locale): Promise<OrderCount> {
  const operation = ordersApi.getOrderCount;
  return parseAnswer(OrderCount, await api.request(operation, {}, personal(locale, token)), operation.path);
}

export async function getOrderDetail(token: string, id: number, locale: Locale): Promise<OrderDetail> {
  const operation = ordersApi.detail;
  return parseAnswer(OrderDetail, await api.request(operation, { id }, personal(locale, token)), operation.path);
}

export async function getLogistics(token: string, id: number, locale: Locale): Promise<Logistics> {
  const operation = ordersApi.ioDetails;
  return parseAnswer(Logistics, await api.request(operation, { id }, personal(locale, token)), operation.path);
}

export async function getAddresses(token: string, locale: Locale) {
  const operation = addressesApi.listAddress;
  const raw = await api.request(operation, {}, { ...personal(locale, token), idempotent: true });
  return parseAnswer(AddressList, raw, operation.path).list;
}

export async function getCoupons(token: string, query: { page: number; limit: number; state: CouponState }, locale: Locale): Promise<ListPage<Coupon>> {
  const operation = ordersApi.listMyCoupons;
  const answer = await api.requestPage(operation, query, { ...personal(locale, token), idempotent: true }, parseRow(Coupon, operation.path));
  return { list: answer.list, total: answer.total, pages: pagesOf(answer.total, query.limit) };
}
