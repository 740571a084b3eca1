/** Recommendation routes (docs/product.md §7.2, §7.3). */
import { z } from '@hono/zod-openapi';
import { ApiFailure, CODE, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { categoryCodeField, countField, goodsIdField, intField, onShelfField } from '../../contract/fields';
import { isListedCategory } from '../catalogue/categories';
import { generalRecommend, guessRecommend, guessScopeOf, type GuessScope } from './recommend';
import { GoodsList } from '../../contract/goods';

const goodsTypeField = () =>
  intField().pipe(z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (product) or 2 (service)' }));

export const recommendRoutes = [
  defineRoute({
    mode: 'post',
    path: '/online/togoods/generalRecommend',
    data: GoodsList,
    tag: 'Recommendations',
    summary: 'Featured goods of a scope',
    description:
      'Answers data.list of goods summaries: isRecommend first, then goods with badges, then the newest (ties by id, so the order is stable). ' +
      'Unknown or off-shelf goodsCate: code 3.',
    input: z.object({
      goodsType: goodsTypeField().optional().openapi({ description: '1 products, 2 services; both when absent', example: 1 }),
      goodsCate: categoryCodeField().optional().openapi({ description: 'Category scope: the category and its descendants', example: 'CP002' }),
      onShelfFlag: onShelfField(),
      limit: countField(6, 50).openapi({ description: 'How many (default 6, max 50)', example: 6 }),
    }),
    async handler(input, { db, lang }) {
      if (input.goodsCate !== undefined && !(await isListedCategory(db, input.goodsCate))) {
        throw new ApiFailure(CODE.notFound, `goodsCate: no category ${input.goodsCate}`);
      }
      return ok({ list: await generalRecommend(db, input, lang) });
    },
  }),
  defineRoute({
    mode: 'post',
    path: '/online/togoods/guessRecommend',
    data: GoodsList,
    tag: 'Recommendations',
    summary: '"You may also like" beside a goods item, or within a category',
    description:
      'Answers data.list of on-shelf goods summaries. With goodsId: goods of the same leaf category, topped up from the leaf\'s parent ' +
      'when the leaf has too few, never the item itself nor its bound group (same bindId). Without goodsId: goods of goodsCate. ' +
      'The order looks shuffled but is a hash of (id XOR goodsId), so the same input always answers the same list. Unknown goodsId or goodsCate: code 3.',
    input: z
      .object({
        goodsId: goodsIdField().optional().openapi({ description: 'The goods item shown; its category is the scope', example: 1 }),
        goodsCate: categoryCodeField().optional().openapi({ description: 'Category scope when there is no goodsId', example: 'CP002001' }),
        limit: countField(8, 50).openapi({ description: 'How many (default 8, max 50)', example: 8 }),
      })
      .refine((input) => input.goodsId !== undefined || input.goodsCate !== undefined, {
        error: 'give a goodsId or a goodsCate',
        path: ['goodsId'],
      }),
    async handler({ goodsId, goodsCate, limit }, { db, lang }) {
      let scope: GuessScope;
      if (goodsId !== undefined) {
        const found = await guessScopeOf(db, goodsId);
        if (!found) throw new ApiFailure(CODE.notFound, `goodsId: no goods ${goodsId}`);
        scope = found;
      } else {
        const code = goodsCate ?? '';
        if (!(await isListedCategory(db, code))) throw new ApiFailure(CODE.notFound, `goodsCate: no category ${code}`);
        scope = { categories: [code] };
      }
      return ok({ list: await guessRecommend(db, scope, limit, lang) });
    },
  }),
];
