/**
 * Request fields every domain shares (docs/architecture.md §3). Query strings and form bodies
 * carry text, JSON bodies carry typed values, and the supplier's clients use both for the same
 * fields, so numbers and flags are accepted in either form. Plain zod: `.meta()` carries the
 * description and example that /openapi.json shows.
 */
import { z } from 'zod';
import { MAX_QUANTITY } from './rules';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** PostgreSQL's integer range: ids, counts and pages past it could only fail in the database. */
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** An integer from a number or a numeric string, within PostgreSQL's integer range. */
export const intField = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(INT_MIN, { error: 'is out of range' })
      .max(INT_MAX, { error: 'is out of range' }),
  );

/** true/false from a boolean, 'true'/'false', 1/0 or '1'/'0'. */
export const flagField = () =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (v === 'true' || v === '1' || v === 1) return true;
      if (v === 'false' || v === '0' || v === 0) return false;
      return v;
    },
    z.boolean({ error: 'must be true or false' }),
  );

/** A list from an array or a comma-separated string ("human,mouse"). */
export const listField = () =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v === 'string')
        return v
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      return v;
    },
    z.array(z.string().max(64)).max(200),
  );

/** A category or goods code such as CP001015001020. */
export const categoryCodeField = () =>
  z
    .string({ error: 'must be a category code' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a category code such as CP001' });

/**
 * The most goods rows one answer carries (docs/product.md §7.3): the storefront's largest asks are
 * the table view's whole category (limit 10000) and the goods-list page's 200 tables of 50 rows.
 */
export const MAX_LIST_ROWS = 10_000;

/** Paging: page from 1, limit up to `maxLimit` (docs/product.md §9: lists fetch up to 10000 rows). */
export const paging = (defaultLimit: number, maxLimit = MAX_LIST_ROWS) => ({
  page: intField()
    .pipe(z.number().min(1, { error: 'must be at least 1' }))
    .default(1),
  limit: intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(maxLimit, { error: `must be at most ${maxLimit}` }),
    )
    .default(defaultLimit),
});

export const goodsIdField = () => intField().pipe(z.number().min(1, { error: 'must be a goods id' }));

export const onShelfField = () => flagField().default(true).meta({ description: 'Only on-shelf goods (default true)', example: true });

/** A bounded count with a default, e.g. goods per category. */
export const countField = (defaultValue: number, max: number) =>
  intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(max, { error: `must be at most ${max}` }),
    )
    .default(defaultValue);

/** goodsCate, the antibody and culture-medium filters and the ordering of classifyGoodsList-style lists. */
export const goodsFilterFields = {
  goodsCate: categoryCodeField().meta({ description: 'Category code; goods of the category and all its descendants', example: 'CP001' }),
  onShelfFlag: onShelfField(),
  orderBy: z
    .enum(['itemno', 'createdAt', 'sort'], { error: 'must be itemno, createdAt or sort' })
    .default('itemno')
    .meta({ description: 'itemno (Cat. No., default), createdAt (newest first) or sort', example: 'itemno' }),
  itemnoSort: z
    .preprocess(
      (v) => (v === '' ? undefined : v === 0 || v === '0' ? 'asc' : v === 1 || v === '1' ? 'desc' : v),
      z.enum(['asc', 'desc'], { error: 'must be asc or desc' }),
    )
    .default('asc')
    .meta({ description: 'Cat. No. direction: asc (default) or desc; 0/1 accepted', example: 'asc' }),
  userId: z.union([z.string(), z.number()]).optional().meta({ description: 'Ignored: the user comes from the token header' }),
  goodsCateType: z.string().max(32).optional().meta({ description: 'Accepted for compatibility; not used' }),
  dictCode: listField()
    .optional()
    .meta({ description: 'Application codes (an array, or a comma list)', example: ['WB', 'IHC-P'] }),
  speciesDictCode: listField()
    .optional()
    .meta({ description: 'Species codes (an array, or a comma list)', example: ['human', 'mouse'] }),
  areaIds: listField()
    .optional()
    .meta({ description: 'Research area codes (an array, or a comma list)', example: ['cancer'] }),
  labels: listField()
    .optional()
    .meta({ description: 'Labels (an array, or a comma list)', example: ['monoclonal'] }),
  sortRule: z.string().max(8).optional().meta({ description: "'KT' for the antibody kit ordering" }),
  cultureMediumModality: listField()
    .optional()
    .meta({ description: 'Culture-medium forms (an array, or a comma list); goods having any of them', example: ['liquid', 'powder'] }),
  cultureMediumAdditive: listField()
    .optional()
    .meta({ description: 'Culture-medium additives (an array, or a comma list); goods having any of them', example: ['l-glutamine', 'hepes'] }),
  mediumType: listField()
    .optional()
    .meta({ description: 'Culture-medium types (an array, or a comma list); goods of any of them', example: ['basal'] }),
};

/** Sent by the supplier's clients; when present it must be the token's own user (else 401). */
export const userIdField = () =>
  z
    .union([z.string().max(32), z.number()], { error: 'must be a user id' })
    .optional()
    .meta({ description: "Optional; when sent it must be the token's own user, else code 401", example: '1' });

/** 0 (or absent) when the goods item is inquired without choosing a SKU. */
export const skuIdField = () =>
  z
    .preprocess((value) => (value === null || value === '' ? 0 : value), intField().pipe(z.number().min(0, { error: 'must be a SKU id, or 0 for none' })))
    .default(0)
    .meta({ description: 'SKU id; 0 or absent when no SKU is chosen', example: 0 });

export const quantityField = () =>
  intField().pipe(
    z
      .number()
      .min(1, { error: 'must be at least 1' })
      .max(MAX_QUANTITY, { error: `must be at most ${MAX_QUANTITY}` }),
  );

/** Goods ids as an array, a single id or a comma list ("12,15"), de-duplicated in their given order. */
export const goodsIdListField = (max: number) =>
  z
    .preprocess(
      (value) => {
        if (typeof value === 'number') return [value];
        if (typeof value === 'string')
          return value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean);
        return value;
      },
      z
        .array(goodsIdField(), { error: 'must be a list of goods ids' })
        .min(1, { error: 'must hold at least one goods id' })
        .max(max, { error: `must hold at most ${max} goods ids` }),
    )
    .transform((ids) => [...new Set(ids)])
    .meta({ description: `Goods ids (1–${max}); an array, one id or a comma list`, example: [12, 15] });

/** Optional text of at most `max` characters, trimmed; absent or null reads as ''. */
export const optionalText = (max: number) =>
  z
    .preprocess(
      (value) => (value === null || value === undefined ? '' : value),
      z
        .string({ error: 'must be text' })
        .trim()
        .max(max, { error: `must be at most ${max} characters` }),
    )
    .default('');
