/**
 * Culture medium (docs/product.md §2.4 items 4 and 7, §7.3): the filter bar's options and the filtered
 * list of the medium filter category, recommended media for common cell lines, and the
 * cell-bank side menu's keyword search.
 */
import { z } from '@hono/zod-openapi';
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { categoryCodeField, goodsFilterFields, paging } from '../../contract/fields';
import { finderPage, finderQuery, unlistedCategory } from './facets';
import { mediumFacets } from './medium';
import { searchCellBank } from './medium-cell-bank';
import { COMPLETE_MEDIA_CATEGORY, MEDIUM_GOODS_PER_LINE, mediumRecommendations } from './medium-recommend';
import { CellBankMatch, CellLineRecommendation, MediumFacets } from '../../contract/finder';
import { GoodsPage } from '../../contract/goods';
import { CATEGORY } from '../../contract/categories';

const mediumInput = {
  goodsCate: categoryCodeField()
    .default(CATEGORY.CULTURE_MEDIUM_FILTER)
    .openapi({ description: `Category code; goods of the category and its descendants (default ${CATEGORY.CULTURE_MEDIUM_FILTER})`, example: CATEGORY.CULTURE_MEDIUM_FILTER }),
  mediumType: goodsFilterFields.mediumType,
  cultureMediumModality: goodsFilterFields.cultureMediumModality,
  cultureMediumAdditive: goodsFilterFields.cultureMediumAdditive,
};

const FILTERS_NOTE =
  'mediumType, cultureMediumModality (forms) and cultureMediumAdditive are comma lists of dictionary codes; a goods item matches a list with any of its ' +
  'codes, and must match every list given. Only on-shelf goods filed under on-shelf categories count; counts and lists may lag a catalogue change by a minute or two. ' +
  'Unknown or off-shelf goodsCate: code 3.';

const searchText = (max: number) => z.string({ error: 'must be text' }).trim().max(max, { error: `must be at most ${max} characters` });

export const mediumRoutes = [
  defineRoute({
    mode: 'postd',
    path: '/online/togoods/cultureMediumClassifyList',
    data: MediumFacets,
    tag: 'Culture medium',
    summary: 'The medium filter bar\'s options: types, forms and additives with faceted counts',
    description:
      'Answers data { types, forms, additives }: each a list of Facet { dictCode, dictValue, totalNum } holding every option of the dictionary ' +
      '(mediumType, mediumForm, mediumAdditive) in its order, options without goods too. totalNum counts the goods under goodsCate that match the ' +
      `OTHER groups' selections and carry the option — the totalCount /online/toCultureMedium/list answers with that option as the group's selection. ${FILTERS_NOTE}`,
    input: z.object(mediumInput),
    async handler({ goodsCate, ...filter }, { db, lang }) {
      if ((await unlistedCategory(db, [goodsCate])) !== undefined) throw new ApiFailure(CODE.notFound, `goodsCate: no category ${goodsCate}`);
      return ok(await mediumFacets(db, goodsCate, filter, lang));
    },
  }),
  defineRoute({
    mode: 'postd',
    path: '/online/toCultureMedium/list',
    data: GoodsPage,
    tag: 'Culture medium',
    summary: 'Culture media matching the filter bar, paged, Cat. No. order',
    description: `Answers data { list: GoodsSummary[], totalCount }. ${FILTERS_NOTE}`,
    input: z.object({ ...mediumInput, ...paging(20), itemnoSort: goodsFilterFields.itemnoSort }),
    async handler({ goodsCate, page, limit, itemnoSort, ...filter }, { db, lang }) {
      if ((await unlistedCategory(db, [goodsCate])) !== undefined) throw new ApiFailure(CODE.notFound, `goodsCate: no category ${goodsCate}`);
      return ok(await finderPage(db, finderQuery([goodsCate], filter), { orderBy: 'itemno', itemnoSort, page, limit }, lang));
    },
  }),
  defineRoute({
    mode: 'get',
    path: '/online/toCultureMedium/recommendList',
    data: z.object({ list: z.array(CellLineRecommendation) }),
    tag: 'Culture medium',
    summary: 'Recommended media for common cell lines (a path of our own: docs/product.md names none)',
    description:
      'Answers data.list of { id, name, description, species, tissue, growth, serum, medium: { code, name }, goods, completeMedium }, localised, in the ' +
      `cell lines' order: goods holds up to ${MEDIUM_GOODS_PER_LINE} on-shelf goods of the recommended medium (goods.mediumCode = medium.code), Cat. No. order; ` +
      `completeMedium is the line's own ready-to-use medium (filed under ${COMPLETE_MEDIA_CATEGORY}, harmonyTitle = the line's name), or null.`,
    input: z.object({
      meduimSearch: searchText(100)
        .optional()
        .openapi({ description: 'docs/product.md\'s spelling. Keeps the cell lines whose name or description, in either language, holds it (case-insensitive)', example: 'HeLa' }),
    }),
    async handler({ meduimSearch }, { db, lang }) {
      return ok({ list: await mediumRecommendations(db, meduimSearch || undefined, lang) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/toGoodsClassify/searchClassify',
    data: z.object({ list: z.array(CellBankMatch) }),
    tag: 'Categories',
    summary: 'The cell-bank side menu\'s keyword search (a path of our own: docs/product.md names none)',
    description:
      'Answers data.list of { id, dictValue, pids, linkUrl, remark }: the on-shelf categories at any depth under id whose name, dictKey or remark ' +
      'holds the keyword in either language (case-insensitive), in tree order. A blank keyword answers 400 (the storefront shows \'请输入名称！\'). ' +
      'Unknown or off-shelf id: code 3.',
    input: z.object({
      id: categoryCodeField().default(CATEGORY.CELL_BANK).openapi({ description: `Root whose subtree is searched (default ${CATEGORY.CELL_BANK})`, example: CATEGORY.CELL_BANK }),
      keyword: searchText(100).min(1, { error: 'must not be empty' }).openapi({ description: 'Name fragment; trimmed', example: 'HeLa' }),
    }),
    async handler({ id, keyword }, { db, lang }) {
      const list = await searchCellBank(db, id, keyword, lang);
      if (!list) throw new ApiFailure(CODE.notFound, `id: no category ${id}`);
      return ok({ list });
    },
  }),
];
