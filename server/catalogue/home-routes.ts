/** The home page, the mega-menu and the goods-page banners (docs/product.md §7.2). */
import { found, ok, okPageOf } from '../http/envelope';
import { defineRoute } from '../http/route';
import { goodsBanners, indexHome } from './home';
import { indexMenu } from './menu';
import { GoodsBannersRequest, IndexHome, IndexHomeRequest, MenuList, MenuRequest } from '../../contract/catalogue';
import { BannerPage } from '../../contract/content';
import { homeApi } from '../../contract/operations/catalogue';

export const homeRoutes = [
  defineRoute({
    operation: homeApi.getIndexMenuList,
    data: MenuList,
    tag: 'Home',
    summary: 'The mega-menu: product categories with sub-categories and featured goods',
    description:
      'Answers data.list: one entry { id, dictValue, linkUrl, pids, children, goodsList } per on-shelf level-2 category under CP, in menu order ' +
      '(CP001015001020 first, then sort). children are its on-shelf sub-categories { id, dictValue, pids, linkUrl, recordTotalNums }; ' +
      'goodsList holds up to `limit` featured goods { id, itemno, title, imgCover, goodsIdentity } (isRecommend first, then badges, then newest). ' +
      'With id, only that entry; an id that is not a menu entry answers code 3.',
    input: MenuRequest,
    async handler(input, { db, lang }) {
      return ok({ list: found(await indexMenu(db, input, lang), `id: no menu category ${input.id}`) });
    },
  }),
  defineRoute({
    operation: homeApi.list,
    page: BannerPage,
    tag: 'Home',
    summary: 'Banners of goods pages',
    description:
      'Answers page.list of { id, title, pic, url, video, onShelfFlag, validFrom, validUntil } like /online/toBanner/list (bannerType 2 by default; ' +
      'on shelf and within their validity window). With goodsCate, only ' +
      'the banners whose url opens that category or one below it (the `id` query parameter of the url, e.g. /goods-list?id=CP001002); ' +
      'an empty list when none does. Unknown or off-shelf goodsCate: code 3.',
    input: GoodsBannersRequest,
    async handler(input, { db, lang }) {
      const banners = found(await goodsBanners(db, input, lang), `goodsCate: no category ${input.goodsCate}`);
      return okPageOf(banners, input.page, input.limit);
    },
  }),
  defineRoute({
    operation: homeApi.getIndexHome,
    data: IndexHome,
    tag: 'Home',
    summary: "The home page's goods and hot searches",
    description:
      'Answers data { newGoods, recommendGoods, hotSearches }: the 8 newest on-shelf products (goodsType 1, createdAt descending), ' +
      '8 recommended products (as generalRecommend with goodsType 1) and the first 10 hot searches { id, proName, linkUrl }.',
    input: IndexHomeRequest,
    async handler(_input, { db, lang }) {
      return ok(await indexHome(db, lang));
    },
  }),
];
