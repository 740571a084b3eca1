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

export type { Coupon, Logistics, OrderCount, OrderDetail, OrderSummary, Settlement } from '@/contract/orders';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

export interface ListPage<T> {
  list: T[];
  total: number;
  pages: number;
}

const pagesOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export async function getSettlement(token: string, goods: { id: number; skuId: number }[], locale: Locale): Promise<Settlement> {
  const path = '/online/toGoodsOrder/settlement';
  const raw = await api.request<unknown>('post', path, { goods }, { ...personal(locale, token), idempotent: true });
  return parseAnswer(Settlement, raw, path);
}

export async function getOrders(token: string, query: { page: number; limit: number; status: OrderStatus | undefined }, locale: Locale): Promise<ListPage<OrderSummary>> {
  const path = '/online/toGoodsOrder/list';
  const body = { page: query.page, limit: query.limit, ...(query.status ? { status: query.status } : {}) };
  const answer = await api.requestPage('post', path, body, { ...personal(locale, token), idempotent: true }, parseRow(OrderSummary, path));
  return { list: answer.list, total: answer.total, pages: pagesOf(answer.total, query.limit) };
}

export async function getOrderCount(token: string, locale: Locale): Promise<OrderCount> {
  const path = '/online/toGoodsOrder/getOrderCount';
  return parseAnswer(OrderCount, await api.request<unknown>('get', path, {}, personal(locale, token)), path);
}

export async function getOrderDetail(token: string, id: number, locale: Locale): Promise<OrderDetail> {
  const path = '/online/toGoodsOrder/detail';
  return parseAnswer(OrderDetail, await api.request<unknown>('get', path, { id }, personal(locale, token)), path);
}

export async function getLogistics(token: string, id: number, locale: Locale): Promise<Logistics> {
  const path = '/online/toMarkOrder/ioDetails';
  return parseAnswer(Logistics, await api.request<unknown>('get', path, { id }, personal(locale, token)), path);
}

export async function getAddresses(token: string, locale: Locale) {
  const path = '/user/tbmailinginfo/listAddress';
  const raw = await api.request<unknown>('post', path, {}, { ...personal(locale, token), idempotent: true });
  return parseAnswer(AddressList, raw, path).list;
}

export async function getCoupons(token: string, query: { page: number; limit: number; state: CouponState }, locale: Locale): Promise<ListPage<Coupon>> {
  const path = '/online/toGoodsCoupon/listMyCoupons';
  const answer = await api.requestPage('post', path, query, { ...personal(locale, token), idempotent: true }, parseRow(Coupon, path));
  return { list: answer.list, total: answer.total, pages: pagesOf(answer.total, query.limit) };
}
