/** The logged-in customer's inquiry list (cart), favourites and footprints (docs/product.md §4, §5, §7.1). */
import { z } from 'zod';
import { goodsIdField, goodsIdListField, paging, quantityField, skuIdField, userIdField } from './fields';
import { isoTime, listPage, recordsPage, whole } from './envelope';
import { GoodsSummary, PromotionRule } from './goods';

export const CartLine = z
  .object({
    /** The goods id, as docs/product.md's cart item calls it. */
    id: whole(),
    /** 0: no SKU chosen. */
    skuId: whole(),
    quantity: whole(),
    itemno: z.string(),
    title: z.string(),
    skuDesc: z.string().nullable(),
    /** The SKU's list price, CNY (docs/product.md §9 for what each language shows). */
    skuPrice: z.number().nullable(),
    /** The SKU's promotion rules, so the list prices the line as settlement will (docs/product.md §11.4). */
    rules: z.array(PromotionRule).default([]),
    imgCover: z.string().nullable(),
    onShelfFlag: z.boolean(),
    inventoryStatus: whole(),
    addedAt: isoTime(),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof CartLine>;

/** docs/product.md reads page.total; page.list and the paging fields are the renren-style page. */
export const CartPage = listPage(CartLine).extend({ total: whole() });
export type CartPage = z.infer<typeof CartPage>;

export const CartSize = z.object({ size: whole() });
export const CartMerge = CartSize.extend({ skipped: z.array(z.object({ id: whole(), skuId: whole() })) });

export const FavouriteGoods = GoodsSummary.extend({ collected: z.literal(1), collectedAt: isoTime() }).meta({ id: 'FavouriteGoods' });
export type FavouriteGoods = z.infer<typeof FavouriteGoods>;
export const FavouritePage = listPage(FavouriteGoods);

export const FootprintGoods = GoodsSummary.extend({ viewedAt: isoTime() }).meta({ id: 'FootprintGoods' });
export const FootprintPage = recordsPage(FootprintGoods);
export type FootprintPage = z.infer<typeof FootprintPage>;

export const Added = z.object({ added: whole() });
export const Removed = z.object({ removed: whole() });
export const GoodsIds = z.object({ list: z.array(z.number()) });

/** The request of /online/toGoodsCar/myCarList. */
export const CartListRequest = z.object({ ...paging(100, 500), userId: userIdField() });

/** The request of /online/toGoodsCar/myCarSize. */
export const CartSizeRequest = z.object({ userId: userIdField() });

/** The request of /online/togoodscollection/addCollection. */
export const AddFavouritesRequest = z.object({ goodsId: goodsIdListField(100), userId: userIdField() });

/** The request of /online/togoodscollection/cancelCollection, /online/togoodscollection/collectedIds and /online/ToGoodsFoot/delete. */
export const CustomerGoodsIdsRequest = z.object({ goodsId: goodsIdListField(200), userId: userIdField() });

/** The request of /online/togoodscollection/myCollection. */
export const FavouritesPageRequest = z.object({ ...paging(20, 100), userId: userIdField() });

/** The request of /online/ToGoodsFoot/footprint. */
export const FootprintsPageRequest = z.object({ ...paging(4, 100), userId: userIdField() });

/** The request of /online/ToGoodsFoot/addFootprint. */
export const AddFootprintRequest = z.object({ goodsId: goodsIdField().meta({ description: 'Goods id', example: 12 }), userId: userIdField() });

/** Inquiry-list lines one call may add, merge or remove. */
const MAX_LINES_PER_CALL = 200;

/** A line of the inquiry list is a goods id and a SKU (0: none chosen). */
const lineKey = {
  id: goodsIdField().meta({ description: 'Goods id', example: 12 }),
  skuId: skuIdField(),
};

const lineList = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object(shape), { error: 'must be a list of lines' })
    .min(1, { error: 'must hold at least one line' })
    .max(MAX_LINES_PER_CALL, { error: `must hold at most ${MAX_LINES_PER_CALL} lines` });

/** The request of /online/toGoodsCar/addCar. */
export const AddCartLineRequest = z.object({
  ...lineKey,
  quantity: quantityField().default(1).meta({ description: 'Quantity to add (1–9999, default 1)', example: 1 }),
  userId: userIdField(),
});

/** The request of /online/toGoodsCar/addCarBatch. */
export const MergeCartRequest = z.object({
  list: lineList({ ...lineKey, quantity: quantityField().default(1).meta({ description: 'Quantity to add (1–9999)', example: 2 }) }),
  userId: userIdField(),
});

/** The request of /online/toGoodsCar/updateCar. */
export const UpdateCartLineRequest = z.object({
  ...lineKey,
  quantity: quantityField().meta({ description: 'New quantity (1–9999)', example: 3 }),
  userId: userIdField(),
});

/** The request of /online/toGoodsCar/cancelCar. */
export const RemoveCartLinesRequest = z.object({ list: lineList(lineKey), userId: userIdField() });

/** A guest keeps a short history on the device; more than this is not a guest's list. */
const MAX_GUEST_VIEWS = 40;

/** An ISO date-time, or epoch milliseconds as a browser's Date.now() gives them. */
const viewedAtField = () =>
  z
    .preprocess(
      (value) => {
        if (typeof value !== 'number') return value;
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : date.toISOString();
      },
      z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
    )
    .optional()
    .meta({ description: 'When the item was viewed (ISO date-time); absent: now', example: '2025-05-01T08:30:00.000Z' });

/** The request of /online/ToGoodsFoot/addFootprintBatch. */
export const MergeFootprintsRequest = z.object({
  list: z
    .array(z.object({ goodsId: goodsIdField().meta({ description: 'Goods id', example: 12 }), viewedAt: viewedAtField() }), {
      error: 'must be a list of views',
    })
    .min(1, { error: 'must hold at least one view' })
    .max(MAX_GUEST_VIEWS, { error: `must hold at most ${MAX_GUEST_VIEWS} views` }),
  userId: userIdField(),
});
