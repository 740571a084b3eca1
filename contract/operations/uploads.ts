/** The uploads operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { UploadAnswer, UploadCheckRequest, UploadChunkRequest, UploadMergeRequest } from '../uploads';

export const uploadsApi = {
  chunk: operation<{ input: typeof UploadCheckRequest; data: typeof UploadAnswer }>()({ path: '/file/chunk', mode: 'get', access: 'customer', islands: true }),
  /**
   * One chunk as multipart/form-data (the bytes in `upfile`): mounted by hand in server/uploads, and
   * reached from the browser through the storefront's own streaming route, app/api/file/chunk.
   */
  chunkUpload: operation<{ input: typeof UploadChunkRequest; data: typeof UploadAnswer }>()({
    path: '/file/chunk',
    mode: 'post',
    access: 'customer',
    islands: false,
  }),
  merge: operation<{ input: typeof UploadMergeRequest; data: typeof UploadAnswer }>()({ path: '/file/merge', mode: 'post', access: 'customer', islands: true }),
};
