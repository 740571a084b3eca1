/** Goods and article search, and search suggestions (docs/product.md §5, §7.2, §9). */
import { ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { requireListedCategory } from '../catalogue/categories';
import { searchArticles } from './search-content';
import { recordSearchView, searchGoods } from './search-goods';
import { suggestSearchTerms } from './search-suggestions';
import * as contract from '../../contract/search';
import { searchApi } from '../../contract/operations/search';

export const searchRoutes = [
  defineRoute({
    operation: searchApi.searchGoods,
    data: contract.GoodsSearchAnswer,
    tag: 'Search',
    summary: 'On-shelf goods matching a search term, best matches first',
    description:
      'Answers data { list: GoodsSummary[], totalCount, correctedSearch, suggestedGoods }. Matches English and Chinese titles, second titles, Cat. No., ' +
      'synonyms (target aliases, cell-line and medium names) and applications; every word of the term must match, Chinese fragments of ' +
      'one or more characters included. Order: exact Cat. No. (case-insensitive), Cat. No. prefix, whole-word title matches, title ' +
      'substrings, the rest; then Cat. No. When the term finds nothing as typed, its letter-only words are read as pinyin of the ' +
      'Chinese titles (kangti, kang ti, kt for 抗体; a found term is never read so). When that finds nothing either: a term that looks ' +
      'like a Cat. No. and is one slip from an on-shelf one (a character changed, dropped, doubled or inserted, neighbours swapped; ' +
      'O/0 and I/1 likeliest) answers no goods and suggestedGoods { id, itemno, title } naming it (null otherwise); else a word one ' +
      'edit from a catalogue word (GAPHD → GAPDH) is ' +
      'corrected and correctedSearch names the term searched instead (null otherwise). The first page of each search is logged in the ' +
      'search-term statistics (record=0 leaves that to the caller, see /online/toUserSearchTerms/record). Unknown goodsCate: code 3. ' +
      'Facets and sort (docs/product.md §5): categories, applications, species, labels and sizes narrow the matches (any code within a ' +
      'list, every list given); sort orders them (relevance by default). With facets=1 the answer adds facets { categories, applications, ' +
      'species, labels: { dictType, options }[], sizes }, each option a Facet { dictCode, dictValue, totalNum } found among the matches or ' +
      "selected: totalNum is the totalCount answered with that option as its group's only selection, the other groups' selections kept. " +
      'Facets, filters and orders other than relevance read the finder index, so they may lag a catalogue change by a minute or two.',
    input: contract.SearchGoodsRequest,
    async handler(input, { db, lang }) {
      if (input.goodsCate) await requireListedCategory(db, input.goodsCate);
      return ok(await searchGoods(db, input, lang));
    },
  }),
  defineRoute({
    operation: searchApi.searchContent,
    data: contract.ArticlePage,
    tag: 'Search',
    summary: 'Published articles matching a search term',
    description:
      'Answers data { list: { id, title, summary, categoryId, categoryName, cover, publishedAt }[], totalCount }: published articles ' +
      'holding every word of the term in a title, summary or text, in English or Chinese; title matches first, then the newest.',
    input: contract.SearchArticlesRequest,
    async handler(input, { db, lang }) {
      return ok(await searchArticles(db, input, lang));
    },
  }),
  defineRoute({
    operation: searchApi.record,
    data: contract.SearchView,
    tag: 'Search',
    summary: "Counts one view of a search's results in the search-term statistics",
    description:
      'For a storefront that serves search-result pages from its cache (and so asks searchGoods with record=0): each view of a first ' +
      'result page counts here, as searchGoods would have counted it. Whether the term finds goods is worked out by the API, never ' +
      'taken from the caller. Answers data { hasResult }.',
    input: contract.RecordSearchRequest,
    async handler(input, { db, lang }) {
      return ok(await recordSearchView(db, input.searchTerms, lang));
    },
  }),
  defineRoute({
    operation: searchApi.list,
    data: contract.SearchTermList,
    tag: 'Search',
    summary: 'Search suggestions for the term being typed (docs/product.md §9: 10)',
    description:
      'Answers data.list of { searchTerms }: logged terms containing the input that found goods (hasResult=1; all logged terms with ' +
      'hasResult=0), each in its most used spelling (GAPDH as typed, not gapdh), most searched first and those starting with the input ' +
      "before those containing it, then goods titles in the caller's " +
      'language and Cat. Nos. starting with it, then titles containing it; each once, case-insensitively. Input that matches none of ' +
      'these is read as pinyin (kangti, kt) and suggests the titles of goods whose Chinese title it spells. A blank input answers an empty list.',
    input: contract.SearchTermsRequest,
    async handler(input, { db, lang }) {
      return ok({ list: await suggestSearchTerms(db, input, lang) });
    },
  }),
];
