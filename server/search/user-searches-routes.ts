/** Recent searches of the logged-in customer, kept on the server (docs/product.md §5, §6, §7.2). Every route needs the token. */
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineCustomerRoute } from '../accounts/customer-route';
import { deleteSearches, recentSearches, saveSearches } from './user-searches';
import { DeleteSearchesRequest, MAX_RECENT_SEARCHES, RecentSearchList, RecentSearchesRequest, SaveSearchesRequest } from '../../contract/search';
import { userSearchesApi } from '../../contract/operations/search';

const TAG = 'Recent searches';
const LIST_ANSWER = `Answers data { list: [{ searchTerms, searchedAt }] }: the ${MAX_RECENT_SEARCHES} newest, newest first.`;

export const userSearchRoutes = [
  defineCustomerRoute({
    operation: userSearchesApi.getSearchContent,
    data: RecentSearchList,
    tag: TAG,
    summary: "The customer's recent searches, newest first",
    description: 'Answers data { list: [{ searchTerms, searchedAt }] }, at most `size`, de-duplicated case-insensitively (each term as last typed).',
    input: RecentSearchesRequest,
    async handler({ size }, { db, customer }) {
      return ok({ list: await recentSearches(db, customer.userId, size) });
    },
  }),
  defineCustomerRoute({
    operation: userSearchesApi.saveSearchContent,
    data: RecentSearchList,
    tag: TAG,
    summary: "Records a search, or merges a guest's recent searches at login",
    description:
      `searchTerms: one term just searched; list: a guest's recent searches, newest first (at most ${MAX_RECENT_SEARCHES}). Both may be sent; ` +
      'searchTerms then counts as the newest. Terms are trimmed, blank ones ignored; a term searched before moves to the top with its new ' +
      `spelling. ${LIST_ANSWER}`,
    input: SaveSearchesRequest,
    async handler({ searchTerms, list }, { db, customer }) {
      if (searchTerms === undefined && list === undefined) throw new ApiFailure(CODE.invalid, 'searchTerms: send searchTerms or list');
      if (searchTerms === '' && !list?.length) throw new ApiFailure(CODE.invalid, 'searchTerms: must not be blank');
      await saveSearches(db, customer.userId, [searchTerms ?? '', ...(list ?? [])]);
      return ok({ list: await recentSearches(db, customer.userId) });
    },
  }),
  defineCustomerRoute({
    operation: userSearchesApi.deleteSearchContent,
    data: RecentSearchList,
    tag: TAG,
    summary: 'Forgets one recent search, or all of them',
    description: `searchTerms: the term to forget (case-insensitive); leave it out to forget every recent search. ${LIST_ANSWER}`,
    input: DeleteSearchesRequest,
    async handler({ searchTerms }, { db, customer }) {
      await deleteSearches(db, customer.userId, searchTerms);
      return ok({ list: await recentSearches(db, customer.userId) });
    },
  }),
];
