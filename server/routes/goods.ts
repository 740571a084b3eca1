/** Goods list and detail routes (SPEC.md §7.3). */
import { z } from '@hono/zod-openapi';
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { codeField, flagField, intField, listField, paging } from '../http/validation';
import { isListedCategory } from '../services/categories';
import { goodsDetail, listGoods } from '../services/goods';

const goodsListInput = z.object({
  goodsCate: codeField().openapi({ description: 'Category code; goods of the category and all its descendants', example: 'CP001' }),
  ...paging(20),
  onShelfFlag: flagField().default(true).openapi({ description: 'Only on-shelf goods (default true)' }),
  orderBy: z.enum(['itemno', 'createdAt', 'sort'], { error: 'must be itemno, createdAt or sort' }).default('itemno'),
  itemnoSort: z
    .preprocess((v) => (v === '' ? undefined : v === 0 || v === '0' ? 'asc' : v === 1 || v === '1' ? 'desc' : v), z.enum(['asc', 'desc'], { error: 'must be asc or desc' }))
    .default('asc')
    .openapi({ description: 'Cat. No. direction: asc (default) or desc; 0/1 accepted' }),
  userId: z.union([z.string(), z.number()]).optional().openapi({ description: 'Ignored: the user comes from the token header' }),
  goodsCateType: z.string().max(32).optional(),
  dictCode: listField().optional().openapi({ description: 'Application codes (comma list)', example: 'WB,IHC-P' }),
  speciesDictCode: listField().optional().openapi({ description: 'Species codes (comma list)', example: 'human,mouse' }),
  areaIds: listField().optional().openapi({ description: 'Research area codes (comma list)' }),
  labels: listField().optional().openapi({ description: 'Labels (comma list)' }),
  sortRule: z.string().max(8).optional().openapi({ description: "'KT' for the antibody kit ordering" }),
});

export const goodsRoutes = [
  defineRoute({
    mode: 'post',
    path: '/online/togoods/classifyGoodsList',
    tag: 'Goods',
    summary: 'Goods of a category, paged',
    description: 'Answers data.list and data.totalCount. Default order: Cat. No. ascending.',
    input: goodsListInput,
    async handler(input, { db, lang }) {
      if (!(await isListedCategory(db, input.goodsCate))) {
        throw new ApiFailure(CODE.notFound, `goodsCate: no category ${input.goodsCate}`);
      }
      return ok(await listGoods(db, input, lang));
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/togoods/details',
    tag: 'Goods',
    summary: 'One goods item with SKUs (CNY prices), promotion rules and documents',
    description: 'Off-shelf goods are answered with onShelfFlag false (the storefront shows its 404 page); unknown ids answer code 3.',
    input: z.object({
      id: intField().pipe(z.number().min(1, { error: 'must be a goods id' })).openapi({ example: 1 }),
      userId: z.union([z.string(), z.number()]).optional(),
    }),
    async handler({ id }, { db, lang }) {
      const detail = await goodsDetail(db, id, lang);
      if (!detail) throw new ApiFailure(CODE.notFound, `id: no goods ${id}`);
      return ok(detail);
    },
  }),
];
