/**
 * Culture medium (docs/product.md §2.4 items 4 and 7, §7.3): the filter bar's options and the filtered
 * list of the medium filter category, recommended media for common cell lines, and the
 * cell-bank side menu's keyword search.
 */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { finderPage, finderQuery, requireListedCategories } from './facets';
import { mediumFacets } from './medium';
import { searchCellBank } from './medium-cell-bank';
import { COMPLETE_MEDIA_CATEGORY, MEDIUM_GOODS_PER_LINE, mediumRecommendations } from './medium-recommend';
import { CellBankSearchRequest, MediumFacets, MediumFacetsRequest, MediumGoodsRequest, MediumRecommendRequest } from '../../contract/finder';
import { GoodsPage } from '../../contract/goods';
import { CellLineRecommendationList, CellBankMatchList } from '../../contract/finder';
import { mediumApi } from '../../contract/operations/finder';

const FILTERS_NOTE =
  'mediumType, cultureMediumModality (forms) and cultureMediumAdditive are comma lists of dictionary codes; a goods item matches a list with any of its ' +
  'codes, and must match every list given. Only on-shelf goods filed under on-shelf categories count; counts and lists may lag a catalogue change by a minute or two. ' +
  'Unknown or off-shelf goodsCate: code 3.';

export const mediumRoutes = [
  defineRoute({
    operation: mediumApi.cultureMediumClassifyList,
    data: MediumFacets,
    tag: 'Culture medium',
    summary: "The medium filter bar's options: types, forms and additives with faceted counts",
    description:
      'Answers data { types, forms, additives }: each a list of Facet { dictCode, dictValue, totalNum } holding every option of the dictionary ' +
      '(mediumType, mediumForm, mediumAdditive) in its order, options without goods too. totalNum counts the goods under goodsCate that match the ' +
      `OTHER groups' selections and carry the option — the totalCount /online/toCultureMedium/list answers with that option as the group's selection. ${FILTERS_NOTE}`,
    input: MediumFacetsRequest,
    async handler({ goodsCate, ...filter }, { db, lang }) {
      await requireListedCategories(db, [goodsCate]);
      return ok(await mediumFacets(db, goodsCate, filter, lang));
    },
  }),
  defineRoute({
    operation: mediumApi.list,
    data: GoodsPage,
    tag: 'Culture medium',
    summary: 'Culture media matching the filter bar, paged, Cat. No. order',
    description: `Answers data { list: GoodsSummary[], totalCount }. ${FILTERS_NOTE}`,
    input: MediumGoodsRequest,
    async handler({ goodsCate, page, limit, itemnoSort, ...filter }, { db, lang }) {
      await requireListedCategories(db, [goodsCate]);
      return ok(await finderPage(db, finderQuery([goodsCate], filter), { orderBy: 'itemno', itemnoSort, page, limit }, lang));
    },
  }),
  defineRoute({
    operation: mediumApi.recommendList,
    data: CellLineRecommendationList,
    tag: 'Culture medium',
    summary: 'Recommended media for common cell lines (a path of our own: docs/product.md names none)',
    description:
      'Answers data.list of { id, name, description, species, tissue, growth, serum, medium: { code, name }, goods, completeMedium }, localised, in the ' +
      `cell lines' order: goods holds up to ${MEDIUM_GOODS_PER_LINE} on-shelf goods of the recommended medium (goods.mediumCode = medium.code), Cat. No. order; ` +
      `completeMedium is the line's own ready-to-use medium (filed under ${COMPLETE_MEDIA_CATEGORY}, harmonyTitle = the line's name), or null.`,
    input: MediumRecommendRequest,
    async handler({ meduimSearch }, { db, lang }) {
      return ok({ list: await mediumRecommendations(db, meduimSearch || undefined, lang) });
    },
  }),
  defineRoute({
    operation: mediumApi.searchClassify,
    data: CellBankMatchList,
    tag: 'Categories',
    summary: "The cell-bank side menu's keyword search (a path of our own: docs/product.md names none)",
    description:
      'Answers data.list of { id, dictValue, pids, linkUrl, remark }: the on-shelf categories at any depth under id whose name, dictKey or remark ' +
      "holds the keyword in either language (case-insensitive), in tree order. A blank keyword answers 400 (the storefront shows '请输入名称！'). " +
      'Unknown or off-shelf id: code 3.',
    input: CellBankSearchRequest,
    async handler({ id, keyword }, { db, lang }) {
      return ok({ list: found(await searchCellBank(db, id, keyword, lang), `id: no category ${id}`) });
    },
  }),
];
