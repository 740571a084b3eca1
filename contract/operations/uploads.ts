/** The uploads operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { UploadAnswer, UploadCheckRequest, UploadMergeRequest } from '../uploads';

export const uploadsApi = {
  chunk: operation<{ input: typeof UploadCheckRequest; data: typeof UploadAnswer }>()({ path: '/file/chunk', mode: 'get', access: 'customer', islands: true }),
  merge: operation<{ input: typeof UploadMergeRequest; data: typeof UploadAnswer }>()({ path: '/file/merge', mode: 'post', access: 'customer', islands: true }),
};
