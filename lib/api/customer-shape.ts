/**
 * A logged-in customer's own data as the personal pages and islands use it, reshaped from the
 * API's answers (contracts of docs/product.md §7.1: /user/overseasUser/my, myCollection, ToGoodsFoot/footprint,
 * tiContent/getSearchContent) at the boundary. Plain data with no server-only imports, so the
 * browser islands read the same shapes.
 */
import { asText, isRecord } from '@/lib/catalogue/json-field';
import type { FootprintEntry } from '@/lib/footprints/device-footprints';
import type { AccountOverview } from '@/contract/accounts';
import { toGoodsSummary, type GoodsSummaryView } from './goods-shape';

export interface CustomerCounts {
  favourites: number;
  footprints: number;
  /** Lines in the inquiry list. */
  inquiryLines: number;
  inquiries: number;
}

export interface CustomerOverview {
  userId: string;
  userName: string;
  companyName: string;
  /** Masked by the API (138****8000); null when the account has none. */
  mobile: string | null;
  /** Masked by the API (j***@example.com); null when the account has none. */
  email: string | null;
  createdAt: string | null;
  counts: CustomerCounts;
}

export interface FavouriteGoodsView extends GoodsSummaryView {
  collectedAt: string | null;
}

export interface FootprintGoods extends GoodsSummaryView {
  viewedAt: string | null;
}

/** One page of a customer's list; `pages` is at least 1 so pagers need no special case. */
export interface CustomerPage<T> {
  list: T[];
  total: number;
  pages: number;
}

/** The account overview as the personal pages show it: the contract's cartLines are the inquiry list's lines. */
export function toCustomerOverview({ userId, userName, companyName, mobile, email, createdAt, counts }: AccountOverview): CustomerOverview {
  return {
    userId,
    userName,
    companyName,
    mobile,
    email,
    createdAt,
    counts: { favourites: counts.favourites, footprints: counts.footprints, inquiryLines: counts.cartLines, inquiries: counts.inquiries },
  };
}

export function toFavouriteGoods(raw: unknown): FavouriteGoodsView | null {
  const summary = toGoodsSummary(raw);
  if (!summary || !isRecord(raw)) return null;
  return { ...summary, collectedAt: asText(raw.collectedAt) };
}

export function toFootprintGoods(raw: unknown): FootprintGoods | null {
  const summary = toGoodsSummary(raw);
  if (!summary || !isRecord(raw)) return null;
  return { ...summary, viewedAt: asText(raw.viewedAt) };
}

/** Rows that fail to read are dropped, so one bad row never blanks the page. */
export function toCustomerPage<T>(
  list: readonly unknown[],
  total: number,
  pageSize: number,
  parse: (raw: unknown) => T | null,
  pages?: number,
): CustomerPage<T> {
  const items = list.map(parse).filter((item): item is T => item !== null);
  const counted = pages ?? Math.ceil(total / Math.max(1, pageSize));
  return { list: items, total, pages: Math.max(1, counted) };
}

/** A footprint as the latest-footprints panel shows it. */
export function footprintToEntry(goods: FootprintGoods): FootprintEntry {
  return { id: goods.id, itemno: goods.itemno, title: goods.title, cover: goods.cover };
}

/** The terms of a getSearchContent / saveSearchContent / deleteSearchContent answer, newest first. */
export function toSearchTerms(data: unknown): string[] {
  const list = isRecord(data) && Array.isArray(data.list) ? data.list : [];
  return list.map((item) => (isRecord(item) ? asText(item.searchTerms) : asText(item))).filter((term): term is string => term !== null);
}
