/** Citations of a goods item (docs/product.md §2.6 citations, §7.3). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { CitationPage, CitationsRequest } from '../../contract/citations';
import { citationPage } from './citations';
import { citationsApi } from '../../contract/operations/citations';

export const citationRoutes = [
  defineRoute({
    operation: citationsApi.citations,
    data: CitationPage,
    tag: 'Goods',
    summary: 'Publications citing a goods item, newest first, optionally of one application',
    description:
      'Answers data { list: Citation[], totalCount, citationCount, applications }: totalCount counts the citations of the application asked for ' +
      '(all when none), citationCount all of them, applications each application used with its count, most used first. ' +
      'A goods item without citations answers an empty list. Unknown goods id: code 3.',
    input: CitationsRequest,
    async handler({ goodsId, application, page, limit }, { db, lang }) {
      return ok(found(await citationPage(db, { goodsId, application: application || undefined, page, limit }, lang), `goodsId: no goods ${goodsId}`));
    },
  }),
];
