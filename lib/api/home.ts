import 'server-only';
/** The home page's and the mega-menu's featured content (docs/product.md §7.2). */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { IndexHome } from '@/contract/catalogue';
import { parseAnswer } from './answer';
import { api } from './config';
import { requestFeaturedMenus, type FeaturedMenu } from './featured-menus';
import { toGoodsList, type GoodsSummaryView } from './goods-shape';
import { homeApi } from '@/contract/operations/catalogue';

export type { FeaturedMenu } from './featured-menus';

export async function getFeaturedMenus(locale: Locale): Promise<FeaturedMenu[]> {
  return requestFeaturedMenus(api, {
    locale,
    next: { revalidate: cacheLife.categories, tags: [cacheTag.categories, cacheTag.category('CP')] },
  });
}

export interface HomeContent {
  newGoods: GoodsSummaryView[];
  recommendGoods: GoodsSummaryView[];
}

export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  const operation = homeApi.getIndexHome;
  const raw = await api.request(operation, undefined, {
    locale,
    next: { revalidate: cacheLife.goods, tags: [cacheTag.categories, cacheTag.category('CP')] },
  });
  const data = parseAnswer(IndexHome, raw, operation.path);
  return { newGoods: toGoodsList(data.newGoods), recommendGoods: toGoodsList(data.recommendGoods) };
}
