/** Banners, hot searches and the system dictionary (docs/product.md §7.1, §7.2). */
import { ok, okPageOf } from '../http/envelope';
import { defineRoute } from '../http/route';
import { listBanners, listDictEntries, listHotSearches } from './content';
import { BannerPage, DictList, HotSearchPage, BannerListRequest, HotSearchesRequest, DictListRequest } from '../../contract/content';
import { contentApi } from '../../contract/operations/content';

export const contentRoutes = [
  defineRoute({
    operation: contentApi.toBannerList,
    page: BannerPage,
    tag: 'Content',
    summary: 'Home banners: bannerType 1 carousel, 2 advert dialog',
    description:
      'Answers page.list of { id, title, pic, url, video, onShelfFlag, validFrom, validUntil }: on-shelf banners within their validity window ' +
      "(validFrom ≤ now < validUntil, a null bound open), in sort order. A campaign's banner never shows before it starts or once it is over.",
    input: BannerListRequest,
    async handler({ bannerType, page, limit }, { db, lang }) {
      return okPageOf(await listBanners(db, bannerType, page, limit, lang), page, limit);
    },
  }),
  defineRoute({
    operation: contentApi.tihotproList,
    page: HotSearchPage,
    tag: 'Search',
    summary: 'Hot-search chips (docs/product.md §9: 20)',
    description: 'Answers page.list.',
    input: HotSearchesRequest,
    async handler({ page, limit }, { db, lang }) {
      return okPageOf(await listHotSearches(db, page, limit, lang), page, limit);
    },
  }),
  defineRoute({
    operation: contentApi.sysdictList,
    data: DictList,
    tag: 'Dictionary',
    summary: 'System dictionary entries of one type',
    description:
      'Types: species, applications, areas, host, clonality, mediumType, mediumForm, mediumAdditive, and country (code, enName, cnName, cnSpell, hot; hot first). Answers data.list and data.totalCount.',
    input: DictListRequest,
    async handler({ dictType }, { db, lang }) {
      const list = await listDictEntries(db, dictType, lang);
      return ok({ list, totalCount: list.length });
    },
  }),
];
