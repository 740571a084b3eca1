/** Goods and article search, search terms and recent searches (docs/product.md §2.4, §7.2). */
import { z } from 'zod';
import { categoryCodeField, flagField, intField, listField, paging, userIdField } from './fields';
import { bareList, dataList, isoTime, whole } from './envelope';
import { Facet } from './finder';
import { GoodsSummary } from './goods';
import { LABEL_FACETS, SEARCH_SORTS } from './search-constants';

/** The goods item a Cat. No. slip meant (docs/product.md §5): its id (for its page), Cat. No. and title in the caller's language. */
export const SuggestedGoods = z.object({ id: whole(), itemno: z.string(), title: z.string() });
export type SuggestedGoods = z.infer<typeof SuggestedGoods>;

/** A label group of the facets: the dictionary type and its options. */
const LabelFacet = z.object({ dictType: z.enum(LABEL_FACETS), options: z.array(Facet) });

/**
 * The results' facets (facets=1): the options found among the matching goods (and those selected),
 * each with its faceted count — the totalCount answered with the option as its group's selection.
 */
export const SearchFacets = z.object({
  categories: z.array(Facet),
  applications: z.array(Facet),
  species: z.array(Facet),
  labels: z.array(LabelFacet),
  sizes: z.array(Facet),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

export const GoodsSearchAnswer = z.object({
  list: z.array(GoodsSummary),
  totalCount: whole(),
  /** The term actually searched when the one typed found nothing and a typo was corrected. */
  correctedSearch: z.string().nullable().default(null),
  /** When the term looks like a Cat. No., finds nothing and is one slip from one (AB10O31R): that goods item. */
  suggestedGoods: SuggestedGoods.nullable().default(null),
  /** With facets=1: the facets of the matching goods; null otherwise. */
  facets: SearchFacets.nullable().default(null),
});
export type GoodsSearchAnswer = z.infer<typeof GoodsSearchAnswer>;

export const ArticleHit = z.object({
  id: whole(),
  title: z.string(),
  summary: z.string().nullable().default(null),
  categoryId: z.string().default(''),
  categoryName: z.string().default(''),
  cover: z.string().nullable().default(null),
  publishedAt: isoTime().nullable().default(null),
});
export type ArticleHit = z.infer<typeof ArticleHit>;
export const ArticlePage = dataList(ArticleHit);

export const SearchView = z.object({ hasResult: z.boolean() });

const SearchTerm = z.object({ searchTerms: z.string() });
export const SearchTermList = bareList(SearchTerm);

export const RecentSearch = z.object({ searchTerms: z.string(), searchedAt: isoTime() });
export type RecentSearch = z.infer<typeof RecentSearch>;
export const RecentSearchList = bareList(RecentSearch);

/** As long as the search box accepts. */
const MAX_TERM_LENGTH = 100;
/** docs/product.md §9: suggestions 10. */
const MAX_SUGGESTIONS = 10;
/** docs/product.md §9: recent searches, max 10. */
export const MAX_RECENT_SEARCHES = 10;

const searchField = () =>
  z
    .string({ error: 'must be a search term' })
    .trim()
    .min(1, { error: 'must not be blank' })
    .max(MAX_TERM_LENGTH, { error: `must be at most ${MAX_TERM_LENGTH} characters` })
    .meta({ description: `Search term, 1–${MAX_TERM_LENGTH} characters after trimming`, example: 'GAPDH' });

/** The request of /online/togoods/searchGoods. */
export const SearchGoodsRequest = z.object({
  search: searchField(),
  ...paging(20, 100),
  goodsCate: categoryCodeField().optional().meta({ description: 'Only goods of this category and its descendants', example: 'CP002' }),
  record: flagField()
    .default(true)
    .meta({
      description:
        'Whether the first page counts as a search in the search-term statistics (default true; 1/0 accepted). A storefront that serves result pages ' +
        'from its own cache asks with 0 and records each view with /online/toUserSearchTerms/record instead.',
      example: true,
    }),
  sort: z
    .enum(SEARCH_SORTS, { error: `must be one of ${SEARCH_SORTS.join(', ')}` })
    .default('relevance')
    .meta({
      description:
        'relevance (default: the rank tiers, then Cat. No.), itemno (Cat. No.), citations (most cited first), newest (newest first), ' +
        'price (the lowest price a SKU sells for now, by the pricing rule, low to high; goods without a price last); ties in Cat. No. order',
      example: 'price',
    }),
  categories: listField()
    .optional()
    .meta({ description: 'Category group codes of the categories facet (an array, or a comma list); goods under any of them', example: ['CP002'] }),
  applications: listField()
    .optional()
    .meta({ description: 'Application codes (an array, or a comma list); goods having any of them', example: ['WB', 'IHC-P'] }),
  species: listField()
    .optional()
    .meta({ description: 'Species codes (an array, or a comma list); goods reacting with any of them', example: ['human'] }),
  labels: listField()
    .optional()
    .meta({
      description: `Label codes (an array, or a comma list) of the label dictionaries (${LABEL_FACETS.join(', ')}): goods having any of a dictionary's codes, for every dictionary named; codes outside them are ignored`,
      example: ['rabbit', 'monoclonal'],
    }),
  sizes: listField()
    .optional()
    .meta({ description: 'Size codes as the sizes facet answers them (an array, or a comma list); goods with a SKU of any of them', example: ['100-ul'] }),
  facets: flagField().default(false).meta({ description: 'Whether to answer the facets of the matching goods (default false; 1/0 accepted)', example: true }),
});
export type SearchGoodsRequest = z.infer<typeof SearchGoodsRequest>;

/** The request of /operation/tiContent/searchContent. */
export const SearchArticlesRequest = z.object({ search: searchField(), ...paging(10, 50) });

/** The request of /online/toUserSearchTerms/record. */
export const RecordSearchRequest = z.object({ searchTerms: searchField() });

/** The request of /online/toUserSearchTerms/list. */
export const SearchTermsRequest = z.object({
  searchTerms: z
    .string({ error: 'must be text' })
    .trim()
    .max(MAX_TERM_LENGTH, { error: `must be at most ${MAX_TERM_LENGTH} characters` })
    .default('')
    .meta({ description: 'What has been typed so far', example: 'GAP' }),
  hasResult: flagField().default(true).meta({ description: 'Only logged terms that found goods (default true; 1/0 accepted)', example: true }),
  limit: intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(MAX_SUGGESTIONS, { error: `must be at most ${MAX_SUGGESTIONS}` }),
    )
    .default(MAX_SUGGESTIONS),
});

/** A recent search as sent: trimmed, possibly blank. */
const termField = () =>
  z
    .string({ error: 'must be a search term' })
    .trim()
    .max(MAX_TERM_LENGTH, { error: `must be at most ${MAX_TERM_LENGTH} characters` });

/** The request of /operation/tiContent/getSearchContent. */
export const RecentSearchesRequest = z.object({
  size: intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(MAX_RECENT_SEARCHES, { error: `must be at most ${MAX_RECENT_SEARCHES}` }),
    )
    .default(MAX_RECENT_SEARCHES)
    .meta({ description: `How many (1–${MAX_RECENT_SEARCHES}, default ${MAX_RECENT_SEARCHES})`, example: 10 }),
  userId: userIdField(),
});

/** The request of /operation/tiContent/saveSearchContent. */
export const SaveSearchesRequest = z.object({
  searchTerms: termField().optional().meta({ description: 'The term just searched', example: 'GAPDH' }),
  list: z
    .array(termField(), { error: 'must be a list of search terms' })
    .max(MAX_RECENT_SEARCHES, { error: `must hold at most ${MAX_RECENT_SEARCHES} terms` })
    .optional()
    .meta({ description: "A guest's recent searches, newest first", example: ['CD3', 'gapdh'] }),
  userId: userIdField(),
});

/** The request of /operation/tiContent/deleteSearchContent. */
export const DeleteSearchesRequest = z.object({
  searchTerms: termField()
    .min(1, { error: 'must not be blank; leave it out to delete every recent search' })
    .optional()
    .meta({ description: 'The term to forget; absent: all', example: 'GAPDH' }),
  userId: userIdField(),
});
