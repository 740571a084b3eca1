/** Recent searches of the logged-in customer, kept on the server (docs/product.md §5, §6, §7.2). Every route needs the token. */
import { z } from '@hono/zod-openapi';
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { intField, userIdField } from '../../contract/fields';
import { requireCustomer } from '../accounts/customer-tokens';
import { deleteSearches, MAX_RECENT_SEARCHES, recentSearches, saveSearches } from './user-searches';
import { RecentSearchList } from '../../contract/search';

const TAG = 'Recent searches';
/** As long as the search box accepts. */
const MAX_TERM_LENGTH = 100;

const termField = () =>
  z
    .string({ error: 'must be a search term' })
    .trim()
    .max(MAX_TERM_LENGTH, { error: `must be at most ${MAX_TERM_LENGTH} characters` });

const LIST_ANSWER = `Answers data { list: [{ searchTerms, searchedAt }] }: the ${MAX_RECENT_SEARCHES} newest, newest first.`;

export const userSearchRoutes = [
  defineRoute({
    mode: 'get',
    path: '/operation/tiContent/getSearchContent',
    data: RecentSearchList,
    tag: TAG,
    summary: "The customer's recent searches, newest first",
    description:
      'Answers data { list: [{ searchTerms, searchedAt }] }, at most `size`, de-duplicated case-insensitively (each term as last typed).',
    input: z.object({
      size: intField()
        .pipe(z.number().min(1, { error: 'must be at least 1' }).max(MAX_RECENT_SEARCHES, { error: `must be at most ${MAX_RECENT_SEARCHES}` }))
        .default(MAX_RECENT_SEARCHES)
        .openapi({ description: `How many (1–${MAX_RECENT_SEARCHES}, default ${MAX_RECENT_SEARCHES})`, example: 10 }),
      userId: userIdField(),
    }),
    async handler({ size, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      return ok({ list: await recentSearches(db, customer.userId, size) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/operation/tiContent/saveSearchContent',
    data: RecentSearchList,
    tag: TAG,
    summary: 'Records a search, or merges a guest\'s recent searches at login',
    description:
      `searchTerms: one term just searched; list: a guest's recent searches, newest first (at most ${MAX_RECENT_SEARCHES}). Both may be sent; ` +
      'searchTerms then counts as the newest. Terms are trimmed, blank ones ignored; a term searched before moves to the top with its new ' +
      `spelling. ${LIST_ANSWER}`,
    input: z.object({
      searchTerms: termField().optional().openapi({ description: 'The term just searched', example: 'GAPDH' }),
      list: z
        .array(termField(), { error: 'must be a list of search terms' })
        .max(MAX_RECENT_SEARCHES, { error: `must hold at most ${MAX_RECENT_SEARCHES} terms` })
        .optional()
        .openapi({ description: "A guest's recent searches, newest first", example: ['CD3', 'gapdh'] }),
      userId: userIdField(),
    }),
    async handler({ searchTerms, list, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      if (searchTerms === undefined && list === undefined) throw new ApiFailure(CODE.invalid, 'searchTerms: send searchTerms or list');
      if (searchTerms === '' && !list?.length) throw new ApiFailure(CODE.invalid, 'searchTerms: must not be blank');
      await saveSearches(db, customer.userId, [searchTerms ?? '', ...(list ?? [])]);
      return ok({ list: await recentSearches(db, customer.userId) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/operation/tiContent/deleteSearchContent',
    data: RecentSearchList,
    tag: TAG,
    summary: 'Forgets one recent search, or all of them',
    description: `searchTerms: the term to forget (case-insensitive); leave it out to forget every recent search. ${LIST_ANSWER}`,
    input: z.object({
      searchTerms: termField()
        .min(1, { error: 'must not be blank; leave it out to delete every recent search' })
        .optional()
        .openapi({ description: 'The term to forget; absent: all', example: 'GAPDH' }),
      userId: userIdField(),
    }),
    async handler({ searchTerms, userId }, { db, token }) {
      const customer = await requireCustomer(db, token, userId);
      await deleteSearches(db, customer.userId, searchTerms);
      return ok({ list: await recentSearches(db, customer.userId) });
    },
  }),
];
