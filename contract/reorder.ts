/**
 * Buy again and quick order (docs/product.md §11.6): two ways of filling the customer's inquiry
 * list at once, from an earlier order or from a list of Cat. Nos. Each answers line by line what
 * went in and what did not, with alternatives to goods no longer to be had.
 */
import { z } from 'zod';
import { intField, userIdField } from './fields';
import { whole } from './envelope';
import { QUICK_ORDER_MAX_CHARS } from './quick-order-lines';

/** A goods item offered instead of one no longer to be had: enough to name and link it. */
export const ReorderAlternative = z.object({ id: whole(), itemno: z.string(), title: z.string() }).meta({ id: 'ReorderAlternative' });
export type ReorderAlternative = z.infer<typeof ReorderAlternative>;

/** Why an order line could not go back into the inquiry list. */
const UNAVAILABLE_REASONS = ['gone', 'offShelf', 'notSold', 'sizeGone'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

const ReorderedLine = z.object({
  /** The order line's id. */
  lineId: whole(),
  goodsId: whole().nullable(),
  skuId: whole(),
  itemno: z.string(),
  title: z.string(),
  skuDesc: z.string(),
  quantity: whole(),
});

/** The answer of /online/toGoodsCar/buyAgain. */
export const BuyAgainAnswer = z
  .object({
    /** Lines in the inquiry list afterwards. */
    size: whole(),
    added: z.array(ReorderedLine),
    /** Lines left out: gone (deleted), offShelf, notSold (stopped selling) or sizeGone (the size is no longer offered), each with alternatives. */
    unavailable: z.array(ReorderedLine.extend({ reason: z.enum(UNAVAILABLE_REASONS), alternatives: z.array(ReorderAlternative) })),
  })
  .meta({ id: 'BuyAgainAnswer' });
export type BuyAgainAnswer = z.infer<typeof BuyAgainAnswer>;

/** The request of /online/toGoodsCar/buyAgain. */
export const BuyAgainRequest = z.object({
  orderId: intField()
    .pipe(z.number().min(1, { error: 'must be an order id' }))
    .meta({ description: 'The order to buy again', example: 7 }),
  lineId: intField()
    .pipe(z.number().min(1, { error: 'must be an order line id' }))
    .optional()
    .meta({ description: 'One line of the order only; absent: every line but gifts', example: 31 }),
  userId: userIdField(),
});

const QUICK_ORDER_OUTCOMES = ['added', 'unknown', 'offShelf', 'refused'] as const;

/** One row of a quick order and what became of it. */
export const QuickOrderRow = z
  .object({
    /** The line number in the text sent (a CSV's header is line 1). */
    row: whole(),
    itemno: z.string(),
    /** The size as written; null when none was. */
    size: z.string().nullable(),
    /** What was written as the quantity ('' when nothing). */
    quantityText: z.string(),
    outcome: z.enum(QUICK_ORDER_OUTCOMES),
    /** refused: the field at fault (itemno, size or quantity); null otherwise. */
    field: z.enum(['itemno', 'size', 'quantity']).nullable(),
    /** added: the line that went in; offShelf: the goods item found. */
    goodsId: whole().nullable(),
    skuId: whole().nullable(),
    title: z.string().nullable(),
    skuDesc: z.string().nullable(),
    quantity: whole().nullable(),
    /** refused on size: the sizes the goods item has. */
    sizes: z.array(z.string()),
    /** unknown: the on-shelf Cat. No. one slip away, if any ("did you mean"). */
    suggestion: z.object({ id: whole(), itemno: z.string() }).nullable(),
    /** offShelf: what to buy instead. */
    alternatives: z.array(ReorderAlternative),
  })
  .meta({ id: 'QuickOrderRow' });
export type QuickOrderRow = z.infer<typeof QuickOrderRow>;

/** The answer of /online/toGoodsCar/quickOrder. */
export const QuickOrderAnswer = z.object({ size: whole(), rows: z.array(QuickOrderRow) }).meta({ id: 'QuickOrderAnswer' });
export type QuickOrderAnswer = z.infer<typeof QuickOrderAnswer>;

/** The request of /online/toGoodsCar/quickOrder. */
export const QuickOrderRequest = z.object({
  format: z
    .enum(['lines', 'csv'], { error: 'must be lines or csv' })
    .default('lines')
    .meta({ description: 'lines: pasted "Cat. No. [size] [quantity]" lines; csv: a file with the header itemno,size,quantity', example: 'lines' }),
  text: z
    .string({ error: 'must be text' })
    .max(QUICK_ORDER_MAX_CHARS, { error: `must be at most ${QUICK_ORDER_MAX_CHARS} characters` })
    .meta({ description: 'The pasted lines or the CSV file’s text', example: 'AB10031R 2\nAB10032R\t100 µL\t1' }),
  userId: userIdField(),
});
