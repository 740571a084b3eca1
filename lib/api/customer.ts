import 'server-only';
/**
 * The logged-in customer's own data for the personal pages, read with the session token
 * (issue 5 contracts). Never cached: every answer belongs to one customer. A 401/402 arrives as
 * an ApiError like any other failure; the pages decide what an ended session means.
 */
import type { Locale } from '@/lib/i18n/locales';
import { api } from './config';
import { toCustomerOverview, toCustomerPage, toFavouriteGoods, toFootprintGoods, type CustomerOverview, type CustomerPage, type FavouriteGoodsView, type FootprintGoods } from './customer-shape';
import { ApiError, TRANSPORT_CODE } from './errors';

export type { CustomerOverview, CustomerPage, FavouriteGoodsView, FootprintGoods } from './customer-shape';

export interface PageRequest {
  page: number;
  limit: number;
}

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

/** The account with its masked contacts and the counts of its lists. */
export async function getCustomerOverview(token: string, locale: Locale): Promise<CustomerOverview> {
  const raw = await api.request<unknown>('get', '/user/overseasUser/my', {}, personal(locale, token));
  const overview = toCustomerOverview(raw);
  if (!overview) throw new ApiError({ code: TRANSPORT_CODE.malformed, msg: 'overseasUser/my: an answer without userId', retryable: false });
  return overview;
}

/** Favourites, most recently added first. */
export async function getFavourites(token: string, { page, limit }: PageRequest, locale: Locale): Promise<CustomerPage<FavouriteGoodsView>> {
  const answer = await api.requestPage<unknown>('post', '/online/togoodscollection/myCollection', { page, limit }, { ...personal(locale, token), idempotent: true });
  return toCustomerPage(answer.list, answer.total, limit, toFavouriteGoods, answer.pages);
}

/** Browsing footprints, newest first. */
export async function getFootprints(token: string, { page, limit }: PageRequest, locale: Locale): Promise<CustomerPage<FootprintGoods>> {
  const answer = await api.requestPage<unknown>('post', '/online/ToGoodsFoot/footprint', { page, limit }, { ...personal(locale, token), idempotent: true });
  return toCustomerPage(answer.list, answer.total, limit, toFootprintGoods, answer.pages);
}
