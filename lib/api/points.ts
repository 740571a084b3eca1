import 'server-only';
/**
 * The points mall for its pages (docs/product.md §2.11): items for everyone, the rest with the
 * session token and never cached. A 401/402 arrives as an ApiError; pages hand it to fallback.
 */
import type { Locale } from '@/lib/i18n/locales';
import { LedgerEntry, PointsBalance, PointsItem, PointsItemList, PointsOrder } from '@/contract/points';
import { ApprovalCount } from '@/contract/trials';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';

export type { LedgerEntry, PointsItem, PointsOrder } from '@/contract/points';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

export interface PersonalPage<T> {
  list: T[];
  total: number;
  pages: number;
}

export async function getPointsItems(locale: Locale): Promise<PointsItem[]> {
  const path = '/online/toPointsMall/items';
  const raw = await api.request<unknown>('get', path, {}, { locale, idempotent: true, cache: 'no-store' });
  return parseAnswer(PointsItemList, raw, path).list;
}

/** One item; code 3 (unknown or off shelf) arrives as an ApiError. */
export async function getPointsItem(id: number, locale: Locale): Promise<PointsItem> {
  const path = '/online/toPointsMall/itemDetail';
  const raw = await api.request<unknown>('get', path, { id }, { locale, idempotent: true, cache: 'no-store' });
  return parseAnswer(PointsItem, raw, path);
}

export async function getPointsBalance(token: string, locale: Locale): Promise<number> {
  const path = '/online/toPointsOrder/balance';
  const raw = await api.request<unknown>('get', path, {}, personal(locale, token));
  return parseAnswer(PointsBalance, raw, path).balance;
}

export async function getPointsOrders(token: string, { page, limit }: { page: number; limit: number }, locale: Locale): Promise<PersonalPage<PointsOrder>> {
  const path = '/online/toPointsOrder/pointsOrderList';
  const answer = await api.requestPage('get', path, { page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(PointsOrder, path));
  return { list: answer.list, total: answer.total, pages: Math.max(1, answer.pages ?? Math.ceil(answer.total / limit)) };
}

export async function getPointsOrder(token: string, id: number, locale: Locale): Promise<PointsOrder> {
  const path = '/online/toPointsOrder/pointsOrderDetail';
  const raw = await api.request<unknown>('get', path, { id }, personal(locale, token));
  return parseAnswer(PointsOrder, raw, path);
}

export async function getPointsOrderCount(token: string, locale: Locale): Promise<ApprovalCount> {
  const path = '/online/toPointsOrder/pointsOrderCount';
  const raw = await api.request<unknown>('get', path, {}, personal(locale, token));
  return parseAnswer(ApprovalCount, raw, path);
}

export async function getPointsLedger(token: string, { page, limit }: { page: number; limit: number }, locale: Locale): Promise<PersonalPage<LedgerEntry>> {
  const path = '/online/toPointsOrder/ledger';
  const answer = await api.requestPage('get', path, { page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(LedgerEntry, path));
  return { list: answer.list, total: answer.total, pages: Math.max(1, answer.pages ?? Math.ceil(answer.total / limit)) };
}
