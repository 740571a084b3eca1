/** Banners, hot searches and the system dictionary (docs/product.md §7.1, §7.2). */
import { z } from '@hono/zod-openapi';
import { ok, okPage } from '../http/envelope';
import { defineRoute } from '../http/route';
import { intField, paging } from '../http/validation';
import { listBanners, listDictEntries, listHotSearches } from './content';
import { BannerPage, DictList, HotSearchPage } from '../../contract/content';

export const contentRoutes = [
  defineRoute({
    mode: 'post',
    path: '/online/toBanner/list',
    page: BannerPage,
    tag: 'Content',
    summary: 'Home banners: bannerType 1 carousel, 2 advert dialog',
    description: 'Answers page.list.',
    input: z.object({
      bannerType: intField().pipe(z.number().min(1).max(9, { error: 'must be a banner type from 1 to 9' })).default(1),
      ...paging(20, 100),
    }),
    async handler({ bannerType, page, limit }, { db, lang }) {
      const { list, totalCount } = await listBanners(db, bannerType, page, limit, lang);
      return okPage(list, totalCount, page, limit);
    },
  }),
  defineRoute({
    mode: 'postd',
    path: '/online/tihotpro/list',
    page: HotSearchPage,
    tag: 'Search',
    summary: 'Hot-search chips (docs/product.md §9: 20)',
    description: 'Answers page.list.',
    input: z.object({ ...paging(20, 100) }),
    async handler({ page, limit }, { db, lang }) {
      const { list, totalCount } = await listHotSearches(db, page, limit, lang);
      return okPage(list, totalCount, page, limit);
    },
  }),
  defineRoute({
    mode: 'postd',
    path: '/sys/sysdict/list',
    data: DictList,
    tag: 'Dictionary',
    summary: 'System dictionary entries of one type',
    description:
      "Types: species, applications, areas, host, clonality, mediumType, mediumForm, mediumAdditive, and country (code, enName, cnName, cnSpell, hot; hot first). Answers data.list and data.totalCount.",
    input: z.object({
      dictType: z.string({ error: 'must be a dictionary type' }).trim().min(1, { error: 'must not be empty' }).max(32).regex(/^[A-Za-z_-]+$/, { error: 'must be a dictionary type such as species' }),
    }),
    async handler({ dictType }, { db, lang }) {
      const list = await listDictEntries(db, dictType, lang);
      return ok({ list, totalCount: list.length });
    },
  }),
];
