/** The logged-in customer's inquiry list (cart), favourites and footprints (docs/product.md §4, §5, §7.1). */
import { z } from 'zod';
import { goodsIdField, goodsIdListField, paging, userIdField } from './fields';
import { isoTime, listPage, recordsPage, whole } from './envelope';
import { GoodsSummary } from './goods';

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
    /** CNY; the storefront shows USD. */
    skuPrice: z.number().nullable(),
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

const FootprintGoods = GoodsSummary.extend({ viewedAt: isoTime() }).meta({ id: 'FootprintGoods' });
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

/** The request of /online/togoodscollection/cancelCollection. */
export const RemoveFavouritesRequest = z.object({ goodsId: goodsIdListField(200), userId: userIdField() });

/** The request of /online/togoodscollection/myCollection. */
export const FavouritesPageRequest = z.object({ ...paging(20, 100), userId: userIdField() });

/** The request of /online/togoodscollection/collectedIds. */
export const FavouritedIdsRequest = z.object({ goodsId: goodsIdListField(200), userId: userIdField() });

/** The request of /online/ToGoodsFoot/footprint. */
export const FootprintsPageRequest = z.object({ ...paging(4, 100), userId: userIdField() });

/** The request of /online/ToGoodsFoot/addFootprint. */
export const AddFootprintRequest = z.object({ goodsId: goodsIdField().meta({ description: 'Goods id', example: 12 }), userId: userIdField() });

/** The request of /online/ToGoodsFoot/delete. */
export const RemoveFootprintsRequest = z.object({ goodsId: goodsIdListField(200), userId: userIdField() });
