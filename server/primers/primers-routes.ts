/** The primer library (docs/product.md §2.7, §7.2). */
import { okPageOf } from '../http/envelope';
import { defineRoute } from '../http/route';
import { PrimerPage, PrimerSearchRequest } from '../../contract/coa';
import { searchPrimers } from './primers';
import { primersApi } from '../../contract/operations/primers';

export const primerRoutes = [
  defineRoute({
    operation: primersApi.list,
    page: PrimerPage,
    tag: 'Primers',
    summary: 'Primer pairs of the primer library, by keyword and species, paged',
    description:
      "keyword: every word must appear in the gene symbol, the gene name (either language) or the accession; species: human, mouse or rat. Answers page.list (gene name in the caller's language) and page.totalCount.",
    input: PrimerSearchRequest,
    async handler({ keyword, species, page, limit }, { db, lang }) {
      return okPageOf(await searchPrimers(db, { keyword, species, page, limit }, lang), page, limit);
    },
  }),
];
