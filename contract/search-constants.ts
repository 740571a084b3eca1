/** The search results' facet groups and orders (docs/product.md §5), zod-free for the proxy and pages. */

/**
 * The dictionary types whose codes goods carry in their labels and the results' facets group by:
 * one group each, named after the type. A new label dictionary joins here (and in the messages).
 */
export const LABEL_FACETS = ['host', 'clonality', 'conjugate', 'isotype'] as const;

/** The results' orders: relevance first. */
export const SEARCH_SORTS = ['relevance', 'itemno', 'citations', 'newest', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
