/**
 * The antibody finder (docs/product.md §2.4 item 3, §7.3): facet counts, the category panel, the
 * finder's results and the YK/KT sections. Every count equals the total of the list the same
 * filter answers: both come from the finder index (server/finder/facets-index.ts).
 */
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { ANTIBODY_SECTIONS, antibodyFacets, labelledSample, todaysSeed, type AntibodySection } from './antibody';
import { categoryCounts } from './antibody-tree';
import { finderCount, finderPage, finderQuery, requireListedCategories } from './facets';
import * as contract from '../../contract/finder';
import { GoodsList, GoodsPage } from '../../contract/goods';
import { CountData } from '../../contract/envelope';
import { antibodyApi } from '../../contract/operations/finder';

const FILTERS_NOTE =
  'Filters: dictCode (applications), speciesDictCode, areaIds, hosts, clonality, conjugates, isotypes and labels are comma lists; a goods item matches a list with any of its codes, and must match every list given; ' +
  'hosts, clonality, conjugates and isotypes take the codes of the host, clonality, conjugate and isotype dictionaries (/sys/sysdict/list), labels any of them mixed; ' +
  'citedMin keeps goods cited in at least that many publications. ' +
  'Only on-shelf goods filed under on-shelf categories count. Counts and lists may lag a catalogue change by a minute or two.';

function sectionRoute(section: AntibodySection, what: string) {
  const root = ANTIBODY_SECTIONS[section];
  return defineRoute({
    operation: antibodyApi[`classifyGoodsListForAntibody${section}`],
    data: GoodsPage,
    tag: 'Antibody finder',
    summary: `${what} (${root} subtree), paged, Cat. No. order`,
    description: `Answers data { list: GoodsSummary[], totalCount }. 50 per page by default (docs/product.md §9), at most 200. ${FILTERS_NOTE}`,
    input: contract.AntibodySectionRequest,
    async handler({ page, limit, ...filter }, { db, lang }) {
      return ok(await finderPage(db, finderQuery([root], filter), { orderBy: 'itemno', itemnoSort: 'asc', page, limit }, lang));
    },
  });
}

export const antibodyRoutes = [
  defineRoute({
    operation: antibodyApi.applicationsAndSpeciesList,
    data: contract.AntibodyFacets,
    tag: 'Antibody finder',
    summary: 'Species, application, research-area, host, clonality, conjugate and isotype options with faceted counts',
    description:
      'Answers data { species, applications, areas, hosts, clonality, conjugates, isotypes }: each a list of Facet { dictCode, dictValue, totalNum } holding every option of the ' +
      "dictionary group in its order (options without goods too). totalNum counts the goods under goodsCate that match the OTHER groups' " +
      `selections and labels and carry the option — the totalCount labelsClassifyGoodsList answers with that option as the group's selection. ${FILTERS_NOTE} ` +
      'Unknown or off-shelf goodsCate: code 3.',
    input: contract.AntibodyFacetsRequest,
    async handler({ goodsCate, ...filter }, { db, lang }) {
      await requireListedCategories(db, [goodsCate]);
      return ok(await antibodyFacets(db, goodsCate, filter, lang));
    },
  }),
  defineRoute({
    operation: antibodyApi.labelsClassifyListNums,
    data: contract.CategoryCounts,
    tag: 'Antibody finder',
    summary: 'The category panel: the tree under goodsCate with counts, or the categories a keyword names',
    description:
      'Answers data.list of CategoryCount { id, dictValue, pids, level, totalNum, children }: the on-shelf categories up to three levels below goodsCate, ' +
      "totalNum being the matching goods in the node's subtree (what labelsClassifyGoodsList answers for goodsCate = the node). With a keyword (trimmed): a flat " +
      `list (children empty), in tree order, of the categories at any depth under goodsCate whose name in either language holds it, case-insensitive. ${FILTERS_NOTE} ` +
      "Paging fields the supplier's client sends (page, limit, orderBy, onShelfFlag) are accepted and ignored. Unknown or off-shelf goodsCate: code 3.",
    input: contract.CategoryCountsRequest,
    async handler({ goodsCate, keyword, ...filter }, { db, lang }) {
      await requireListedCategories(db, [goodsCate]);
      return ok({ list: await categoryCounts(db, goodsCate, filter, keyword || undefined, lang) });
    },
  }),
  defineRoute({
    operation: antibodyApi.labelsClassifyGoodsList,
    data: GoodsPage,
    tag: 'Antibody finder',
    summary: "The finder's results: goods in any of the ticked categories matching the filters, paged",
    description:
      `Answers data { list: GoodsSummary[], totalCount }, ordered like classifyGoodsList (Cat. No. ascending by default). ${FILTERS_NOTE} ` +
      'A goodsCate code that is unknown or off shelf: code 3.',
    input: contract.FinderGoodsRequest,
    async handler({ goodsCate, orderBy, itemnoSort, page, limit, ...filter }, { db, lang }) {
      await requireListedCategories(db, goodsCate);
      return ok(await finderPage(db, finderQuery(goodsCate, filter), { orderBy, itemnoSort, page, limit }, lang));
    },
  }),
  defineRoute({
    operation: antibodyApi.classifyLabelsNums,
    data: CountData,
    tag: 'Antibody finder',
    summary: 'How many goods labelsClassifyGoodsList answers for the same input',
    description: `Answers data: a number, the totalCount of labelsClassifyGoodsList. ${FILTERS_NOTE}`,
    input: contract.FinderCountRequest,
    async handler({ goodsCate, ...filter }, { db }) {
      await requireListedCategories(db, goodsCate);
      return ok(await finderCount(db, finderQuery(goodsCate, filter)));
    },
  }),
  sectionRoute('YK', 'Primary antibodies'),
  sectionRoute('KT', 'Labelled antibodies and kits'),
  defineRoute({
    operation: antibodyApi.classifyGoodsListForKtRandom,
    data: GoodsList,
    tag: 'Antibody finder',
    summary: `A shuffled-looking sample of labelled antibodies and kits (${ANTIBODY_SECTIONS.KT} subtree)`,
    description:
      'Answers data.list of GoodsSummary. The order is a hash of (goods id, seed): the same seed answers the same list. Without a seed the seed is ' +
      "today's UTC date (yyyy-mm-dd), so the sample changes daily and can be cached for the day.",
    input: contract.LabelledSampleRequest,
    async handler({ limit, seed }, { db, lang }) {
      return ok({ list: await labelledSample(db, limit, seed ?? todaysSeed(), lang) });
    },
  }),
];
