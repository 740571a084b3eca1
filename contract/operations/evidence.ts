/** The evidence operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { ValidationFigures, ValidationFiguresRequest } from '../validation';

export const evidenceApi = {
  validation: operation<{ input: typeof ValidationFiguresRequest; data: typeof ValidationFigures }>()({
    path: '/online/togoods/validation',
    mode: 'post',
    access: 'public',
    islands: false,
  }),
};
