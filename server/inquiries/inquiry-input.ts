/**
 * The inquiry routes' input: the form's fields are the contract's (contract/inquiries.ts, docs/product.md §5);
 * the goods lines of a goods inquiry are checked here.
 */
import { z } from '@hono/zod-openapi';
import { flagField } from '../http/validation';
import { goodsIdField } from '../goods/goods-input';
import { quantityField, skuIdField } from '../customer/customer-input';
import { MAX_INQUIRY_GOODS } from '../../contract/rules';
import { isMissing } from '../../contract/inquiries';

export const inquiryGoodsFields = {
  goodsList: z
    .array(
      z.object({
        goodsId: goodsIdField(),
        skuId: skuIdField(),
        quantity: quantityField().default(1),
      }),
      { error: (issue) => (isMissing(issue.input) ? 'must list the goods inquired about' : 'must be a list of { goodsId, skuId, quantity }') },
    )
    .min(1, { error: 'must list at least one goods item' })
    .max(MAX_INQUIRY_GOODS, { error: `must list at most ${MAX_INQUIRY_GOODS} goods items` })
    .openapi({ example: [{ goodsId: 12, skuId: 0, quantity: 1 }] }),
  fromCart: flagField()
    .default(false)
    .openapi({ description: 'Sent from the inquiry list: with a valid token those cart lines are removed in the same transaction', example: false }),
};
