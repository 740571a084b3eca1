/**
 * The featured menus (docs/product.md §7.2: GET /overseas/featuredFirst/getIndexMenuList, limit 6): one
 * per level-2 category under CP, with its sub-categories and up to 6 featured goods. One request
 * and one mapping for both legs: the server reads them for the home page and the nav's
 * sub-categories (lib/api/home.ts), the mega-menu islands for their featured goods through the
 * BFF once a menu first opens. No server-only imports.
 */
import { badgesFor, type Badge } from '@/lib/catalogue/badges';
import { browserApi, type BrowserApiClient } from './browser';
import type { ApiLocale, ContractClient } from './contract';
import { homeApi } from '@/contract/operations/catalogue';

export interface FeaturedGoods {
  id: number;
  itemno: string;
  title: string;
  cover: string | null;
  badges: Badge[];
}

/** A nav category with its sub-categories and up to 6 featured goods (docs/product.md §2.4 item 1). */
export interface FeaturedMenu {
  id: string;
  name: string;
  pids: string[];
  linkUrl: string | null;
  children: { id: string; name: string; pids: string[]; linkUrl: string | null; goodsCount: number }[];
  goods: FeaturedGoods[];
}

interface MenuDto {
  id: string;
  dictValue: string;
  linkUrl: string | null;
  pids: string | null;
  children: { id: string; dictValue: string; pids: string | null; linkUrl: string | null; recordTotalNums: number }[];
  goodsList: { id: number; itemno: string; title: string; imgCover: string | null; goodsIdentity: string | null }[];
}

const splitPids = (pids: string | null) => (pids ? pids.split(',').filter(Boolean) : []);

function toFeaturedMenu(dto: MenuDto): FeaturedMenu {
  return {
    id: dto.id,
    name: dto.dictValue,
    pids: splitPids(dto.pids),
    linkUrl: dto.linkUrl,
    children: dto.children.map((child) => ({
      id: child.id,
      name: child.dictValue,
      pids: splitPids(child.pids),
      linkUrl: child.linkUrl,
      goodsCount: child.recordTotalNums,
    })),
    goods: dto.goodsList.map((goods) => ({
      id: goods.id,
      itemno: goods.itemno,
      title: goods.title,
      cover: goods.imgCover,
      badges: badgesFor(goods.goodsIdentity),
    })),
  };
}

/** The menus through either leg's client; `options` carry the locale (and the server's cache hints). */
export async function requestFeaturedMenus<O>(client: ContractClient<O>, options: O): Promise<FeaturedMenu[]> {
  const page = await client.requestPage<MenuDto>(homeApi.getIndexMenuList, { limit: 6 }, options);
  return page.list.map(toFeaturedMenu);
}

/**
 * The islands' call through the BFF. It stays out of the route abort scope: the nav outlives
 * every page, and a menu opened just before a route change still wants its goods.
 */
export function fetchFeaturedMenus(locale: ApiLocale, client: BrowserApiClient = browserApi): Promise<FeaturedMenu[]> {
  return requestFeaturedMenus(client, { locale, scope: null });
}
