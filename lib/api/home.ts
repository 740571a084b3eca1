import 'server-only';
/** The home page's and the mega-menu's featured content (SPEC.md §7.2). */
import { cacheLife, cacheTag } from '@/lib/cache';
import { badgesFor, type Badge } from '@/lib/catalogue/badges';
import type { Locale } from '@/lib/i18n/locales';
import { api } from './config';
import { toGoodsList, type GoodsSummary } from './goods-shape';

export interface FeaturedGoods {
  id: number;
  itemno: string;
  title: string;
  cover: string | null;
  badges: Badge[];
}

/** A nav category with its sub-categories and up to 6 featured goods (SPEC.md §2.4 item 1). */
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

export async function getFeaturedMenus(locale: Locale): Promise<FeaturedMenu[]> {
  const page = await api.requestPage<MenuDto>('get', '/overseas/featuredFirst/getIndexMenuList', { limit: 6 }, {
    locale,
    next: { revalidate: cacheLife.categories, tags: [cacheTag.categories, cacheTag.category('CP')] },
  });
  return page.list.map((dto) => ({
    id: dto.id,
    name: dto.dictValue,
    pids: splitPids(dto.pids),
    linkUrl: dto.linkUrl,
    children: dto.children.map((child) => ({ id: child.id, name: child.dictValue, pids: splitPids(child.pids), linkUrl: child.linkUrl, goodsCount: child.recordTotalNums })),
    goods: dto.goodsList.map((goods) => ({ id: goods.id, itemno: goods.itemno, title: goods.title, cover: goods.imgCover, badges: badgesFor(goods.goodsIdentity) })),
  }));
}

export interface HomeContent {
  newGoods: GoodsSummary[];
  recommendGoods: GoodsSummary[];
}

export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  const data = await api.request<{ newGoods: unknown[]; recommendGoods: unknown[] }>('get', '/online/toGoodsBanner/getIndexHome', undefined, {
    locale,
    next: { revalidate: cacheLife.goods, tags: [cacheTag.categories, cacheTag.category('CP')] },
  });
  return { newGoods: toGoodsList(data.newGoods), recommendGoods: toGoodsList(data.recommendGoods) };
}
