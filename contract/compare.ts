/**
 * Comparing goods side by side (docs/product.md §2.12): the goods a compare page shows, read by id,
 * and the logged-in customer's compare list (a guest's is kept on the device).
 */
import { z } from 'zod';
import { goodsIdListField, userIdField } from './fields';
import { GoodsSummary } from './goods';
import { ValidationFigure } from './validation';
import { COMPARE_MAX } from './compare-rules';

/** A goods item as the compare page shows it: its summary and, for antibodies, its validation figures. */
const CompareGoods = GoodsSummary.extend({ figures: z.array(ValidationFigure) }).meta({ id: 'CompareGoods' });

/** The answer of /online/togoods/compareGoods. */
export const CompareGoodsAnswer = z
  .object({
    /** The known goods in the order asked, off-shelf ones included (onShelfFlag false), so a page can name them. */
    list: z.array(CompareGoods),
    /** The ids asked for that no goods item has. */
    unknown: z.array(z.number()),
  })
  .meta({ id: 'CompareGoodsAnswer' });
export type CompareGoodsAnswer = z.infer<typeof CompareGoodsAnswer>;

/** The request of /online/togoods/compareGoods. */
export const CompareGoodsRequest = z.object({ goodsId: goodsIdListField(COMPARE_MAX) });

/** The customer's compare list: goods ids, the first chosen first. */
export const CompareList = z.object({ list: z.array(z.number()) }).meta({ id: 'CompareList' });
export type CompareList = z.infer<typeof CompareList>;

/** The request of /online/toGoodsCompare/myCompare. */
export const CompareListRequest = z.object({ userId: userIdField() });

/** The request of /online/toGoodsCompare/addCompare, cancelCompare and mergeCompare. */
export const CompareGoodsIdsRequest = z.object({ goodsId: goodsIdListField(COMPARE_MAX), userId: userIdField() });
