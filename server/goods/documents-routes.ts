/** Goods documents: the attachment list of a goods item and the download counter (docs/product.md §7.2). */
import { z } from '@hono/zod-openapi';
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { intField } from '../../contract/fields';
import { countDownload, documentsOfItemno } from './documents';
import { DocumentDownload, GoodsDocument } from '../../contract/goods';

export const documentRoutes = [
  defineRoute({
    mode: 'get',
    path: '/online/togoods/getDocumentByGoodsCode',
    data: z.object({ list: z.array(GoodsDocument) }),
    tag: 'Documents',
    summary: 'Documents of a goods item by its Cat. No.',
    description: 'Answers data.list of { attachmentId, fileName, url }; an empty list when the item has none. Unknown Cat. No.: code 3.',
    input: z.object({
      goodsCode: z
        .string({ error: 'must be a Cat. No.' })
        .trim()
        .min(1, { error: 'must not be empty' })
        .max(64, { error: 'must be at most 64 characters' })
        .openapi({ description: 'The Cat. No. (itemno)', example: 'AB10001' }),
    }),
    async handler({ goodsCode }, { db }) {
      const list = await documentsOfItemno(db, goodsCode);
      if (!list) throw new ApiFailure(CODE.notFound, `goodsCode: no goods ${goodsCode}`);
      return ok({ list });
    },
  }),
  defineRoute({
    mode: 'get',
    path: '/online/togoods/downLoadInc/{id}',
    data: DocumentDownload,
    tag: 'Documents',
    summary: 'Counts one download of a document',
    description: 'Answers data { attachmentId, fileName, url, downloads } with the new count. Unknown attachment: code 3.',
    input: z.object({
      id: intField()
        .pipe(z.number().min(1, { error: 'must be an attachment id' }))
        .openapi({ param: { name: 'id', in: 'path' }, description: 'attachmentId', example: 1 }),
    }),
    async handler({ id }, { db }) {
      const document = await countDownload(db, id);
      if (!document) throw new ApiFailure(CODE.notFound, `id: no attachment ${id}`);
      return ok(document);
    },
  }),
];
