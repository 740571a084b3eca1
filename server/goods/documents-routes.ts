/** Goods documents: the attachment list of a goods item and the download counter (docs/product.md §7.2). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { countDownload, documentsOfItemno } from './documents';
import { DocumentDownload, DocumentDownloadRequest, GoodsDocumentsRequest } from '../../contract/goods';
import { GoodsDocumentList } from '../../contract/goods';
import { documentsApi } from '../../contract/operations/goods';

export const documentRoutes = [
  defineRoute({
    operation: documentsApi.getDocumentByGoodsCode,
    data: GoodsDocumentList,
    tag: 'Documents',
    summary: 'Documents of a goods item by its Cat. No.',
    description: 'Answers data.list of { attachmentId, fileName, url }; an empty list when the item has none. Unknown Cat. No.: code 3.',
    input: GoodsDocumentsRequest,
    async handler({ goodsCode }, { db }) {
      return ok({ list: found(await documentsOfItemno(db, goodsCode), `goodsCode: no goods ${goodsCode}`) });
    },
  }),
  defineRoute({
    operation: documentsApi.downLoadInc,
    data: DocumentDownload,
    tag: 'Documents',
    summary: 'Counts one download of a document',
    description: 'Answers data { attachmentId, fileName, url, downloads } with the new count. Unknown attachment: code 3.',
    input: DocumentDownloadRequest,
    async handler({ id }, { db }) {
      return ok(found(await countDownload(db, id), `id: no attachment ${id}`));
    },
  }),
];
