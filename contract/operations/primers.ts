/** The primers operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { PrimerPage, PrimerSearchRequest } from '../coa';

export const primersApi = {
  list: operation<{ input: typeof PrimerSearchRequest; page: typeof PrimerPage }>()({
    path: '/online/toPrimer/list',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
};
