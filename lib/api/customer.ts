import 'server-only';
/**
 * The logged-in customer's own data for the personal pages, read with the session token
 * (docs/product.md §7.1 contracts). Never cached: every answer belongs to one customer. A 401/402 arrives as
 * an ApiError like any other failure; the pages decide what an ended session means.
 */
import type { Locale } from '@/lib/i18n/locales';
import { AccountOverview } from '@/contract/accounts';
import { FavouriteGoods, FootprintGoods as FootprintRow } from '@/contract/customer';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import {
  toCustomerOverview,
  toCustomerPage,
  toFavouriteGoods,
  toFootprintGoods,
  type CustomerOverview,
  type CustomerPage,
  type FavouriteGoodsView,
  type FootprintGoods,
} from './customer-shape';
import { accountsApi } from '@/contract/operations/accounts';
import { favouritesApi, footprintsApi } from '@/contract/operations/customer';

export type { CustomerOverview, CustomerPage, FavouriteGoodsView, FootprintGoods } from './customer-shape';

export interface PageRequest {
  page: number;
  limit: number;
}

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

/** The account with its masked contacts and the counts of its lists. */
export async function getCustomerOverview(token: string, locale: Locale): Promise<CustomerOverview> {
  const operation = accountsApi.my;
  const raw = await api.request(operation, {}, personal(locale, token));
  return toCustomerOverview(parseAnswer(AccountOverview, raw, operation.path));
}

/** Favourites, most recently added first. */
export async function getFavourites(token: string, { page, limit }: PageRequest, locale: Locale): Promise<CustomerPage<FavouriteGoodsView>> {
  const operation = favouritesApi.myCollection;
  const answer = await api.requestPage(operation, { page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(FavouriteGoods, operation.path));
  return toCustomerPage(answer.list, answer.total, limit, toFavouriteGoods, answer.pages);
}

/** Browsing footprints, newest first. */
export async function getFootprints(token: string, { page, limit }: PageRequest, locale: Locale): Promise<CustomerPage<FootprintGoods>> {
  const operation = footprintsApi.footprint;
  const answer = await api.requestPage(operation, { page, limit }, { ...personal(locale, token), idempotent: true }, parseRow(FootprintRow, operation.path));
  return toCustomerPage(answer.list, answer.total, limit, toFootprintGoods, answer.pages);
}
