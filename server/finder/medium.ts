/**
 * The culture-medium filter mode (docs/product.md §2.4 item 4): type, form and additive facets over
 * the filter category, answered from the finder index like the antibody facets.
 */
import type { Db } from '../db/client';
import type { Lang } from '../http/locale';
import { facetGroups, finderQuery, type FacetGroup, type FinderFilter } from './facets';
import type { MediumFacets } from '../../contract/finder';
export type { MediumFacets } from '../../contract/finder';

/** docs/product.md §2.3: the medium filter category, whose listing switches into filter mode. */

const MEDIUM_FACETS = {
  types: { field: 'mediumType', dictType: 'mediumType' },
  forms: { field: 'mediumForms', dictType: 'mediumForm' },
  additives: { field: 'mediumAdditives', dictType: 'mediumAdditive' },
} satisfies Record<string, FacetGroup>;

export function mediumFacets(db: Db, goodsCate: string, filter: FinderFilter, lang: Lang): Promise<MediumFacets> {
  return facetGroups(db, finderQuery([goodsCate], filter), MEDIUM_FACETS, lang);
}
