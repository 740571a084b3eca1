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
import { pointsApi } from '@/contract/operations/points';

export type { LedgerEntry, PointsItem, PointsOrder } from '@/contract/points';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

export interface PersonalPage<T> {
  list: T[];
  total: number;
  pages: number;
}

export async function getPointsItems(locale: Locale): Promise<PointsItem[]> {
  const operation = pointsApi.items;
  const raw = await api.request(operation, {}, { locale, idempotent: true, cache: 'no-store' });
  return parseAnswer(PointsItemList, raw, operation.path).list;
}

/** One item; code 3 (unknown or off shelf) arrives as an ApiError. */
export async function getPointsItem(id: number, locale: Locale): Promise<PointsItem> {
  const operation = pointsApi.itemDetail;
  const raw = await api.request(operation, { id }, { locale, idempotent: true, cache: 'no-store' });
  return parseAnswer(PointsItem, raw, operation.path);
}

export async function getPointsBalance(token: string, locale: Locale): Promise<number> {
  const operation = pointsApi.balance;
  const raw = await api.request(operation, {}, personal(locale, token));
  return parseAnswer(PointsBalance, raw, operation.path).balance;
}

export async function getPointsOrders(token: string, { page, limit }: { page: number; limit: number }, locale: Locale): Promise<PersonalPage<PointsOrder>> {
  const operation = pointsApi.pointsOrderList;
  const answer = await api.requestPage(operation, { page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(PointsOrder, operation.path));
  return { list: answer.list, total: answer.total, pages: Math.max(1, answer.pages ?? Math.ceil(answer.total / limit)) };
}

export async function getPointsOrder(token: string, id: number, locale: Locale): Promise<PointsOrder> {
  const operation = pointsApi.pointsOrderDetail;
  const raw = await api.request(operation, { id }, personal(locale, token));
  return parseAnswer(PointsOrder, raw, operation.path);
}

export async function getPointsOrderCount(token: string, locale: Locale): Promise<ApprovalCount> {
  const operation = pointsApi.pointsOrderCount;
  const raw = await api.request(operation, {}, personal(locale, token));
  return parseAnswer(ApprovalCount, raw, operation.path);
}

export async function getPointsLedger(token: string, { page, limit }: { page: number; limit: number }, locale: Locale): Promise<PersonalPage<LedgerEntry>> {
  const operation = pointsApi.ledger;
  const answer = await api.requestPage(operation, { page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(LedgerEntry, operation.path));
  return { list: answer.list, total: answer.total, pages: Math.max(1, answer.pages ?? Math.ceil(answer.total / limit)) };
}
