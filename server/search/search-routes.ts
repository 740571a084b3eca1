/** Goods and article search, and search suggestions (docs/product.md §5, §7.2, §9). */
import { z } from '@hono/zod-openapi';
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { categoryCodeField, flagField, intField, paging } from '../../contract/fields';
import { isListedCategory } from '../catalogue/categories';
import { searchArticles } from './search-content';
import { recordSearchView, searchGoods } from './search-goods';
import { suggestSearchTerms } from './search-suggestions';
import { ArticlePage, GoodsSearchAnswer, SearchTermList, SearchView } from '../../contract/search';

const MAX_TERM_LENGTH = 100;
/** docs/product.md §9: suggestions 10. */
const MAX_SUGGESTIONS = 10;

const searchField = () =>
  z
    .string({ error: 'must be a search term' })
    .trim()
    .min(1, { error: 'must not be blank' })
    .max(MAX_TERM_LENGTH, { error: `must be at most ${MAX_TERM_LENGTH} characters` })
    .openapi({ description: `Search term, 1–${MAX_TERM_LENGTH} characters after trimming`, example: 'GAPDH' });

export const searchRoutes = [
  defineRoute({
    mode: 'post',
    path: '/online/togoods/searchGoods',
    data: GoodsSearchAnswer,
    tag: 'Search',
    summary: 'On-shelf goods matching a search term, best matches first',
    description:
      'Answers data { list: GoodsSummary[], totalCount, correctedSearch }. Matches English and Chinese titles, second titles, Cat. No., ' +
      'synonyms (target aliases, cell-line and medium names) and applications; every word of the term must match, Chinese fragments of ' +
      'one or more characters included. Order: exact Cat. No. (case-insensitive), Cat. No. prefix, whole-word title matches, title ' +
      'substrings, the rest; then Cat. No. When the term finds nothing, a word one edit from a catalogue word (GAPHD → GAPDH) is ' +
      'corrected and correctedSearch names the term searched instead (null otherwise). The first page of each search is logged in the ' +
      'search-term statistics (record=0 leaves that to the caller, see /online/toUserSearchTerms/record). Unknown goodsCate: code 3.',
    input: z.object({
      search: searchField(),
      ...paging(20, 100),
      goodsCate: categoryCodeField().optional().openapi({ description: 'Only goods of this category and its descendants', example: 'CP002' }),
      record: flagField()
        .default(true)
        .openapi({
          description:
            'Whether the first page counts as a search in the search-term statistics (default 1). A storefront that serves result pages ' +
            'from its own cache asks with 0 and records each view with /online/toUserSearchTerms/record instead.',
          example: 1,
        }),
    }),
    async handler(input, { db, lang }) {
      if (input.goodsCate && !(await isListedCategory(db, input.goodsCate))) {
        throw new ApiFailure(CODE.notFound, `goodsCate: no category ${input.goodsCate}`);
      }
      return ok(await searchGoods(db, input, lang));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/operation/tiContent/searchContent',
    data: ArticlePage,
    tag: 'Search',
    summary: 'Published articles matching a search term',
    description:
      'Answers data { list: { id, title, summary, categoryId, categoryName, cover, publishedAt }[], totalCount }: published articles ' +
      'holding every word of the term in a title, summary or text, in English or Chinese; title matches first, then the newest.',
    input: z.object({ search: searchField(), ...paging(10, 50) }),
    async handler(input, { db, lang }) {
      return ok(await searchArticles(db, input, lang));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/toUserSearchTerms/record',
    data: SearchView,
    tag: 'Search',
    summary: 'Counts one view of a search\'s results in the search-term statistics',
    description:
      'For a storefront that serves search-result pages from its cache (and so asks searchGoods with record=0): each view of a first ' +
      'result page counts here, as searchGoods would have counted it. Whether the term finds goods is worked out by the API, never ' +
      'taken from the caller. Answers data { hasResult }.',
    input: z.object({ searchTerms: searchField() }),
    async handler(input, { db }) {
      return ok(await recordSearchView(db, input.searchTerms));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/toUserSearchTerms/list',
    data: SearchTermList,
    tag: 'Search',
    summary: 'Search suggestions for the term being typed (docs/product.md §9: 10)',
    description:
      'Answers data.list of { searchTerms }: logged terms containing the input that found goods (hasResult=1; all logged terms with ' +
      'hasResult=0), each in its most used spelling (GAPDH as typed, not gapdh), most searched first and those starting with the input ' +
      'before those containing it, then goods titles in the caller\'s ' +
      'language and Cat. Nos. starting with it, then titles containing it; each once, case-insensitively. A blank input answers an empty list.',
    input: z.object({
      searchTerms: z
        .string({ error: 'must be text' })
        .trim()
        .max(MAX_TERM_LENGTH, { error: `must be at most ${MAX_TERM_LENGTH} characters` })
        .default('')
        .openapi({ description: 'What has been typed so far', example: 'GAP' }),
      hasResult: flagField().default(true).openapi({ description: 'Only logged terms that found goods (default 1)', example: 1 }),
      limit: intField()
        .pipe(z.number().min(1, { error: 'must be at least 1' }).max(MAX_SUGGESTIONS, { error: `must be at most ${MAX_SUGGESTIONS}` }))
        .default(MAX_SUGGESTIONS),
    }),
    async handler(input, { db, lang }) {
      return ok({ list: await suggestSearchTerms(db, input, lang) });
    },
  }),
];
