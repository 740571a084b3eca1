/**
 * Quotes (docs/product.md §11.5): the sales team's priced answer to an inquiry, the buyer's view of
 * it, accepting it into an order and declining it, and the staff's requests. Prices are CNY.
 */
import { z } from 'zod';
import { intField, optionalText, quantityField, skuIdField, userIdField } from './fields';
import { orderDeliveryFields, requireInvoiceDetails } from './orders';
import { isoTime, money, whole } from './envelope';
import { MAX_QUOTE_LINES, QUOTE_NOTE_MAX_LENGTH, QUOTE_STATES } from './quote-rules';

const QuoteLine = z
  .object({
    goodsId: whole(),
    skuId: whole(),
    itemno: z.string(),
    title: z.string(),
    skuDesc: z.string(),
    quantity: whole(),
    /** The SKU's list price when quoted. */
    listPrice: money(),
    /** The unit net price offered. */
    unitPrice: money(),
    amount: money(),
    leadTimeMinDays: whole().nullable(),
    leadTimeMaxDays: whole().nullable(),
    /** false: the goods item went off shelf or is no longer sold since; the quote cannot be accepted. */
    obtainable: z.boolean(),
  })
  .meta({ id: 'QuoteLine' });

export const Quote = z
  .object({
    id: whole(),
    inquiryId: whole(),
    /** sent | accepted | declined | expired (a sent quote past validUntil). */
    state: z.enum(QUOTE_STATES),
    validUntil: isoTime(),
    note: z.string(),
    /** The staff member who sent it; null: the sales team. */
    staffName: z.string().nullable(),
    createdAt: isoTime(),
    decidedAt: isoTime().nullable(),
    /** The order an acceptance made. */
    orderId: whole().nullable(),
    orderNo: z.string().nullable(),
    /** Sum of the lines (CNY). */
    totalAmount: money(),
    lines: z.array(QuoteLine),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof Quote>;

export const QuoteAccepted = z
  .object({ quoteId: whole(), orderId: whole(), orderNo: z.string(), totalAmount: money(), createdAt: isoTime() })
  .meta({ id: 'QuoteAccepted' });
export type QuoteAccepted = z.infer<typeof QuoteAccepted>;

export const QuoteDeclined = z.object({ id: whole(), state: z.enum(QUOTE_STATES), decidedAt: isoTime() }).meta({ id: 'QuoteDeclined' });

export const StaffQuoteList = z.object({ list: z.array(Quote) }).meta({ id: 'StaffQuoteList' });

const quoteIdField = () =>
  intField()
    .pipe(z.number().min(1, { error: 'must be a quote id' }))
    .meta({ description: 'Quote id', example: 1 });

/** The request of /online/toQuote/detail and /online/toQuote/decline. */
export const QuoteIdRequest = z.object({ id: quoteIdField(), userId: userIdField() });

/** The request of /online/toQuote/accept: the order's address and invoice, as /online/toGoodsOrder/submit asks them. */
export const AcceptQuoteRequest = z.object({ id: quoteIdField(), ...orderDeliveryFields, userId: userIdField() }).superRefine(requireInvoiceDetails);
export type AcceptQuoteRequest = z.infer<typeof AcceptQuoteRequest>;

const QuoteLineRequest = z.object({
  goodsId: intField().pipe(z.number().min(1, { error: 'must be a goods id of the inquiry' })),
  skuId: skuIdField().meta({ description: "SKU id; 0 or absent: the inquiry line's own SKU" }),
  quantity: quantityField().optional().meta({ description: "Absent: the inquiry line's quantity" }),
  unitPrice: z
    .number({ error: 'must be a price in CNY' })
    .optional()
    .meta({ description: "Unit net price (CNY) offered; absent: the pricing rule's net price, as the goods page shows it", example: 880 }),
});

/** The request of /staff/quotes/send. */
export const SendQuoteRequest = z.object({
  inquiryId: intField().pipe(z.number().min(1, { error: 'must be an inquiry id' })),
  validUntil: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be a date (YYYY-MM-DD, the end of that day UTC) or a date and time' })
    .meta({ description: 'The last moment the quote may be accepted; a plain date means the end of that day (UTC)', example: '2026-12-31' }),
  note: optionalText(QUOTE_NOTE_MAX_LENGTH).meta({ description: 'A note to the buyer shown on the quote' }),
  lines: z
    .array(QuoteLineRequest, { error: 'must be a list of quote lines' })
    .min(1, { error: 'must name at least one line' })
    .max(MAX_QUOTE_LINES, { error: `must have at most ${MAX_QUOTE_LINES} lines` })
    .optional()
    .meta({ description: "Absent: every goods line of the inquiry that names a SKU, at the pricing rule's net price" }),
});
export type SendQuoteRequest = z.infer<typeof SendQuoteRequest>;

/** The request of /staff/quotes. */
export const StaffQuotesRequest = z.object({ inquiryId: intField().pipe(z.number().min(1, { error: 'must be an inquiry id' })) });
