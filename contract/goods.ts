/**
 * Goods as every list and the detail answer them (docs/product.md §3, §7.3): localised under the
 * supplier's field names, with the JSON-string fields (goodsIdentity, imgContent, goodsCate,
 * goodsCateName) their backend uses. Fields the supplier's backend may leave out default.
 */
import { z } from 'zod';
import { categoryCodeField, countField, goodsFilterFields, goodsIdField, intField, onShelfField, paging } from './fields';
import { bareList, dataList, isoTime, whole } from './envelope';

export const PromotionRule = z
  .object({
    id: whole(),
    ruleType: whole(),
    discountRate: z.number().nullable().default(null),
    cashBackPrice: z.number().nullable().default(null),
    cashBackType: z.number().nullable().default(null),
    cashBackVal: z.number().nullable().default(null),
    presentType: z.number().nullable().default(null),
    presentNum: z.number().nullable().default(null),
    presentGoodNum: z.number().nullable().default(null),
    /** presentType 1: the gift goods, named in the answer's language; a gift no longer sold is left out. */
    preGoodsSkus: z
      .array(
        z.object({
          goodsId: whole(),
          skuId: whole(),
          num: whole(),
          title: z.string().nullable().default(null),
          itemno: z.string().nullable().default(null),
          skuDesc: z.string().nullable().default(null),
        }),
      )
      .nullable()
      .default(null),
    /** ISO time the rule starts; null: in force already. */
    validStart: isoTime().nullable().default(null),
    /** ISO time; null: no end. */
    validEnd: isoTime().nullable().default(null),
  })
  .meta({ id: 'PromotionRule' });
export type PromotionRule = z.infer<typeof PromotionRule>;

const Sku = z
  .object({
    id: whole(),
    skuDesc: z.string(),
    /** CNY. */
    skuPrice: z.number(),
    rules: z.array(PromotionRule).default([]),
  })
  .meta({ id: 'Sku' });

export const GoodsSummary = z
  .object({
    id: whole(),
    goodsId: whole(),
    itemno: z.string(),
    title: z.string(),
    harmonyTitle: z.string().nullable().default(null),
    secondTitle: z.string().nullable().default(null),
    /** Specifications: the SKU descriptions joined. */
    norms: z.string().default(''),
    features: z.string().nullable().default(null),
    applications: z.string().nullable().default(null),
    species: z.string().nullable().default(null),
    organ: z.string().nullable().default(null),
    inventoryStatus: whole(),
    /** Days from inquiry to dispatch (services: to results), as a range; null when unknown or not sold. */
    leadTimeMinDays: whole().nullable().default(null),
    leadTimeMaxDays: whole().nullable().default(null),
    /** JSON list of badge strings. */
    goodsIdentity: z.string().default('[]'),
    isRecommend: z.boolean().default(false),
    imgCover: z.string().nullable().default(null),
    /** JSON list of { imgContent }. */
    imgContent: z.string().default('[]'),
    /** JSON list holding the category path (codes from the root). */
    goodsCate: z.string(),
    /** JSON list holding the category path's names. */
    goodsCateName: z.string().default('[]'),
    bindId: z.string().nullable().default(null),
    /** Label codes (antibodies: clonality and host), which the finder shows as tags. */
    labels: z.array(z.string()).default([]),
    ifStatus: whole().default(0),
    ifValue: z.number().nullable().default(null),
    /** Publications citing the item (POST /online/togoods/citations lists them). */
    citationCount: whole().default(0),
    onShelfFlag: z.boolean(),
    /** 1 product, 2 service. */
    goodsType: whole(),
    limitNum: z.number().nullable().default(null),
    /** ISO time of the last change, for caches and the sitemap. */
    updatedAt: isoTime(),
    skus: z.array(Sku).default([]),
  })
  .meta({ id: 'GoodsSummary' });
export type GoodsSummary = z.infer<typeof GoodsSummary>;

export const GoodsDocument = z.object({ attachmentId: whole(), fileName: z.string(), url: z.string() }).meta({ id: 'GoodsDocument' });

/** A goods item's documents (getDocumentByGoodsCode). */
export const GoodsDocumentList = bareList(GoodsDocument);
export type GoodsDocument = z.infer<typeof GoodsDocument>;

const CategoryTrailNode = z.object({ id: z.string(), dictValue: z.string() });

export const GoodsDetail = GoodsSummary.extend({
  description: z.string().nullable().default(null),
  /** An antibody's Research Resource Identifier without its 'RRID:' prefix (contract/rrid.ts); null when none is known. */
  rrid: z.string().nullable().default(null),
  collected: z.union([z.literal(0), z.literal(1)]).default(0),
  documents: z.array(GoodsDocument).default([]),
  /** The item's categories from the root down to its leaf, localised (breadcrumbs). */
  categoryPath: z.array(CategoryTrailNode).default([]),
}).meta({ id: 'GoodsDetail' });
export type GoodsDetail = z.infer<typeof GoodsDetail>;

/** A goods item as a bare line of the table mode (listNoPage). */
export const GoodsLine = z.object({
  id: whole(),
  goodsId: whole(),
  itemno: z.string(),
  title: z.string(),
  inventoryStatus: whole(),
  bindId: z.string().nullable().default(null),
});

/** Bare lines of a subtree, unpaged (listNoPage). */
export const GoodsLineList = bareList(GoodsLine);
export type GoodsLine = z.infer<typeof GoodsLine>;

export const BindGroup = z.object({
  bindId: z.string().nullable(),
  /** On-shelf members in Cat. No. order; empty when the item is not bound. */
  list: z.array(GoodsSummary),
});
export type BindGroup = z.infer<typeof BindGroup>;

export const GoodsPage = dataList(GoodsSummary);
export const GoodsList = bareList(GoodsSummary);

export const DocumentDownload = GoodsDocument.extend({ downloads: whole() });
export type DocumentDownload = z.infer<typeof DocumentDownload>;

/** The request of /online/togoods/classifyGoodsList. */
export const ClassifyGoodsListRequest = z.object({ ...goodsFilterFields, ...paging(20) });

/** The request of /online/togoods/details. */
export const GoodsDetailRequest = z.object({
  id: goodsIdField().meta({ description: 'Goods id', example: 1 }),
  userId: z.union([z.string(), z.number()]).optional().meta({ description: 'Ignored: the user comes from the token header' }),
});

/** The request of /online/togoods/getDocumentByGoodsCode. */
export const GoodsDocumentsRequest = z.object({
  goodsCode: z
    .string({ error: 'must be a Cat. No.' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(64, { error: 'must be at most 64 characters' })
    .meta({ description: 'The Cat. No. (itemno)', example: 'AB10001' }),
});

/** The request of /online/togoods/downLoadInc/{id}. */
export const DocumentDownloadRequest = z.object({
  id: intField()
    .pipe(z.number().min(1, { error: 'must be an attachment id' }))
    .meta({ description: 'attachmentId', example: 1 }),
});

const goodsTypeField = () => intField().pipe(z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (product) or 2 (service)' }));

/** The request of /online/togoods/generalRecommend. */
export const GeneralRecommendRequest = z.object({
  goodsType: goodsTypeField().optional().meta({ description: '1 products, 2 services; both when absent', example: 1 }),
  goodsCate: categoryCodeField().optional().meta({ description: 'Category scope: the category and its descendants', example: 'CP002' }),
  onShelfFlag: onShelfField(),
  limit: countField(6, 50).meta({ description: 'How many (default 6, max 50)', example: 6 }),
});

/** The request of /online/togoods/alternatives: alternatives to an item off shelf or no longer sold. */
export const AlternativesRequest = z.object({
  goodsId: goodsIdField().meta({ description: 'The goods item no longer to be had (on shelf or not)', example: 25 }),
  limit: countField(6, 20).meta({ description: 'How many (default 6, max 20)', example: 6 }),
});

/** The request of /online/togoods/guessRecommend. */
export const GuessRecommendRequest = z
  .object({
    goodsId: goodsIdField().optional().meta({ description: 'The goods item shown; its category is the scope', example: 1 }),
    goodsCate: categoryCodeField().optional().meta({ description: 'Category scope when there is no goodsId', example: 'CP002001' }),
    limit: countField(8, 50).meta({ description: 'How many (default 8, max 50)', example: 8 }),
  })
  .refine((input) => input.goodsId !== undefined || input.goodsCate !== undefined, {
    error: 'give a goodsId or a goodsCate',
    path: ['goodsId'],
  });
