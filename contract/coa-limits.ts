/**
 * The COA lookup's and the primer library's limits and messages (docs/product.md §2.7, §5, §9),
 * without zod, so the proxy and islands can read them without bringing zod along.
 */

/** docs/product.md §5: the batch number is required; the API names the field with this message. */
export const BATCH_REQUIRED = 'Please enter the batch number';
export const BATCH_MAX_LENGTH = 40;
export const ITEMNO_MAX_LENGTH = 64;
/** Batch numbers and Cat. Nos. are letters, digits and the separators the supplier prints. */
export const LABEL_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const PRIMER_SPECIES = ['human', 'mouse', 'rat'] as const;
export type PrimerSpecies = (typeof PRIMER_SPECIES)[number];
export const PRIMER_KEYWORD_MAX_LENGTH = 50;
/** docs/product.md §9: the primer library shows 20 pairs a page. */
export const PRIMER_PAGE_SIZE = 20;
