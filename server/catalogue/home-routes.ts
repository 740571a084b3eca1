/** The home page, the mega-menu and the goods-page banners (docs/product.md §7.2). */
import { z } from '@hono/zod-openapi';
import { ApiFailure, CODE, ok, okPage } from '../http/envelope';
import { defineRoute } from '../http/route';
import { categoryCodeField, countField, intField, paging } from '../../contract/fields';
import { goodsBanners, indexHome } from './home';
import { indexMenu, MENU_GOODS_MAX } from './menu';
import { IndexHome, MenuList, IndexHomeRequest } from '../../contract/catalogue';
import { BannerPage } from '../../contract/content';

export const homeRoutes = [
  defineRoute({
    mode: 'get',
    path: '/overseas/featuredFirst/getIndexMenuList',
    data: MenuList,
    tag: 'Home',
    summary: 'The mega-menu: product categories with sub-categories and featured goods',
    description:
      'Answers data.list: one entry { id, dictValue, linkUrl, pids, children, goodsList } per on-shelf level-2 category under CP, in menu order ' +
      '(CP001015001020 first, then sort). children are its on-shelf sub-categories { id, dictValue, pids, linkUrl, recordTotalNums }; ' +
      'goodsList holds up to `limit` featured goods { id, itemno, title, imgCover, goodsIdentity } (isRecommend first, then badges, then newest). ' +
      'With id, only that entry; an id that is not a menu entry answers code 3.',
    input: z.object({
      id: categoryCodeField().optional().openapi({ description: 'A level-2 product category: answer only its entry', example: 'CP002' }),
      limit: countField(MENU_GOODS_MAX, MENU_GOODS_MAX).openapi({ description: 'Featured goods per entry (default and max 6)', example: 6 }),
    }),
    async handler(input, { db, lang }) {
      const list = await indexMenu(db, input, lang);
      if (!list) throw new ApiFailure(CODE.notFound, `id: no menu category ${input.id}`);
      return ok({ list });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/toGoodsBanner/list',
    page: BannerPage,
    tag: 'Home',
    summary: 'Banners of goods pages',
    description:
      'Answers page.list of { id, title, pic, url, video, onShelfFlag } like /online/toBanner/list (bannerType 2 by default). With goodsCate, only ' +
      'the banners whose url opens that category or one below it (the `id` query parameter of the url, e.g. /goods-list?id=CP001002); ' +
      'an empty list when none does. Unknown or off-shelf goodsCate: code 3.',
    input: z.object({
      bannerType: intField()
        .pipe(z.number().min(1).max(9, { error: 'must be a banner type from 1 to 9' }))
        .default(2)
        .openapi({ description: 'Banner type: 1 carousel, 2 advert (default)', example: 2 }),
      goodsCate: categoryCodeField().optional().openapi({ description: 'Only banners linking into this category tree', example: 'CP001' }),
      ...paging(20, 100),
    }),
    async handler(input, { db, lang }) {
      const banners = await goodsBanners(db, input, lang);
      if (!banners) throw new ApiFailure(CODE.notFound, `goodsCate: no category ${input.goodsCate}`);
      return okPage(banners.list, banners.totalCount, input.page, input.limit);
    },
  }),
  defineRoute({
    mode: 'get',
    path: '/online/toGoodsBanner/getIndexHome',
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
