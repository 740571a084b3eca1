/** Recommendation routes (docs/product.md §7.2, §7.3). */
import { found, ok } from '../http/envelope';
import { defineRoute } from '../http/route';
import { requireListedCategory } from '../catalogue/categories';
import { generalRecommend, guessRecommend, guessScopeOf, type GuessScope } from './recommend';
import { alternativesTo } from './alternatives';
import { AlternativesRequest, GeneralRecommendRequest, GoodsList, GuessRecommendRequest } from '../../contract/goods';
import { recommendApi } from '../../contract/operations/goods';

export const recommendRoutes = [
  defineRoute({
    operation: recommendApi.generalRecommend,
    data: GoodsList,
    tag: 'Recommendations',
    summary: 'Featured goods of a scope',
    description:
      'Answers data.list of goods summaries: isRecommend first, then goods with badges, then the newest (ties by id, so the order is stable). ' +
      'Unknown or off-shelf goodsCate: code 3.',
    input: GeneralRecommendRequest,
    async handler(input, { db, lang }) {
      if (input.goodsCate !== undefined) await requireListedCategory(db, input.goodsCate);
      return ok({ list: await generalRecommend(db, input, lang) });
    },
  }),
  defineRoute({
    operation: recommendApi.guessRecommend,
    data: GoodsList,
    tag: 'Recommendations',
    summary: '"You may also like" beside a goods item, or within a category',
    description:
      "Answers data.list of on-shelf goods summaries. With goodsId: goods of the same leaf category, topped up from the leaf's parent " +
      'when the leaf has too few, never the item itself nor its bound group (same bindId). Without goodsId: goods of goodsCate. ' +
      'The order looks shuffled but is a hash of (id XOR goodsId), so the same input always answers the same list. Unknown goodsId or goodsCate: code 3.',
    input: GuessRecommendRequest,
    async handler({ goodsId, goodsCate, limit }, { db, lang }) {
      let scope: GuessScope;
      if (goodsId !== undefined) {
        scope = found(await guessScopeOf(db, goodsId), `goodsId: no goods ${goodsId}`);
      } else {
        const code = goodsCate ?? '';
        await requireListedCategory(db, code);
        scope = { categories: [code] };
      }
      return ok({ list: await guessRecommend(db, scope, limit, lang) });
    },
  }),
  defineRoute({
    operation: recommendApi.alternatives,
    data: GoodsList,
    tag: 'Recommendations',
    summary: 'Alternatives to a goods item off shelf or no longer sold (a path of our own: docs/product.md §4)',
    description:
      'Answers data.list of goods summaries that are on shelf and still sold (inventoryStatus not -1, -2 or -4): goods of the same harmonyTitle under the ' +
      "same root first (Cat. No. order), then goods of the item's leaf category and its parent as guessRecommend orders them; never the item itself nor its " +
      'bound group. Works for an item off shelf too (an order line of it suggests these). Unknown goodsId: code 3.',
    input: AlternativesRequest,
    async handler({ goodsId, limit }, { db, lang }) {
      return ok({ list: found(await alternativesTo(db, goodsId, limit, lang), `goodsId: no goods ${goodsId}`) });
    },
  }),
];
