/** Input fields the goods routes share, so every list takes its filters the same way. */
import { z } from '@hono/zod-openapi';
import { codeField, flagField, intField, listField } from '../http/validation';

export const goodsIdField = () => intField().pipe(z.number().min(1, { error: 'must be a goods id' }));

export const onShelfField = () => flagField().default(true).openapi({ description: 'Only on-shelf goods (default true)', example: true });

/** A bounded count with a default, e.g. goods per category. */
export const countField = (defaultValue: number, max: number) =>
  intField()
    .pipe(z.number().min(1, { error: 'must be at least 1' }).max(max, { error: `must be at most ${max}` }))
    .default(defaultValue);

/** goodsCate, the antibody and culture-medium filters and the ordering of classifyGoodsList-style lists. */
export const goodsFilterFields = {
  goodsCate: codeField().openapi({ description: 'Category code; goods of the category and all its descendants', example: 'CP001' }),
  onShelfFlag: onShelfField(),
  orderBy: z
    .enum(['itemno', 'createdAt', 'sort'], { error: 'must be itemno, createdAt or sort' })
    .default('itemno')
    .openapi({ description: 'itemno (Cat. No., default), createdAt (newest first) or sort', example: 'itemno' }),
  itemnoSort: z
    .preprocess((v) => (v === '' ? undefined : v === 0 || v === '0' ? 'asc' : v === 1 || v === '1' ? 'desc' : v), z.enum(['asc', 'desc'], { error: 'must be asc or desc' }))
    .default('asc')
    .openapi({ description: 'Cat. No. direction: asc (default) or desc; 0/1 accepted', example: 'asc' }),
  userId: z.union([z.string(), z.number()]).optional().openapi({ description: 'Ignored: the user comes from the token header' }),
  goodsCateType: z.string().max(32).optional().openapi({ description: 'Accepted for compatibility; not used' }),
  dictCode: listField().optional().openapi({ description: 'Application codes (comma list)', example: 'WB,IHC-P' }),
  speciesDictCode: listField().optional().openapi({ description: 'Species codes (comma list)', example: 'human,mouse' }),
  areaIds: listField().optional().openapi({ description: 'Research area codes (comma list)', example: 'cancer' }),
  labels: listField().optional().openapi({ description: 'Labels (comma list)', example: 'monoclonal' }),
  sortRule: z.string().max(8).optional().openapi({ description: "'KT' for the antibody kit ordering" }),
  cultureMediumModality: listField()
    .optional()
    .openapi({ description: 'Culture-medium forms (comma list); goods having any of them', example: 'liquid,powder' }),
  cultureMediumAdditive: listField()
    .optional()
    .openapi({ description: 'Culture-medium additives (comma list); goods having any of them', example: 'l-glutamine,hepes' }),
  mediumType: listField().optional().openapi({ description: 'Culture-medium types (comma list); goods of any of them', example: 'basal' }),
};
