/** The coa operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { CoaLotList, CoaSearchRequest } from '../coa';

export const coaApi = {
  search: operation<{ input: typeof CoaSearchRequest; data: typeof CoaLotList }>()({
    path: '/online/toCoa/search',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
};
