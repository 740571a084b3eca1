/** The citations operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { CitationPage, CitationsRequest } from '../citations';

export const citationsApi = {
  citations: operation<{ input: typeof CitationsRequest; data: typeof CitationPage }>()({
    path: '/online/togoods/citations',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
};
