/** Input fields of the logged-in customer's lists: inquiry list, favourites, footprints, recent searches. */
import { z } from '@hono/zod-openapi';
import { intField } from '../http/validation';
import { MAX_QUANTITY } from './cart';
import { goodsIdField } from '../goods/goods-input';

/** Sent by the supplier's clients; when present it must be the token's own user (else 401). */
export const userIdField = () =>
  z
    .union([z.string().max(32), z.number()], { error: 'must be a user id' })
    .optional()
    .openapi({ description: "Optional; when sent it must be the token's own user, else code 401", example: '1' });

/** 0 (or absent) when the goods item is inquired without choosing a SKU. */
export const skuIdField = () =>
  z
    .preprocess((value) => (value === null || value === '' ? 0 : value), intField().pipe(z.number().min(0, { error: 'must be a SKU id, or 0 for none' })))
    .default(0)
    .openapi({ description: 'SKU id; 0 or absent when no SKU is chosen', example: 0 });

export const quantityField = () =>
  intField().pipe(
    z.number().min(1, { error: 'must be at least 1' }).max(MAX_QUANTITY, { error: `must be at most ${MAX_QUANTITY}` }),
  );

/** Goods ids as an array, a single id or a comma list ("12,15"), de-duplicated in their given order. */
export const goodsIdListField = (max: number) =>
  z
    .preprocess(
      (value) => {
        if (typeof value === 'number') return [value];
        if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter(Boolean);
        return value;
      },
      z
        .array(goodsIdField(), { error: 'must be a list of goods ids' })
        .min(1, { error: 'must hold at least one goods id' })
        .max(max, { error: `must hold at most ${max} goods ids` }),
    )
    .transform((ids) => [...new Set(ids)])
    .openapi({ description: `Goods ids (1–${max}); an array, one id or a comma list`, example: [12, 15] });
