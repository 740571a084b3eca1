/**
 * After-sales requests (docs/product.md §12.1): requests and answers of /online/toOrderService and
 * the staff's /staff/aftersales.
 */
import { z } from 'zod';
import { intField, paging, userIdField } from './fields';
import { isoTime, listPage, money, whole } from './envelope';
import {
  AFTER_SALES_DESCRIPTION_MAX,
  AFTER_SALES_MAX_ATTACHMENTS,
  AFTER_SALES_REASONS,
  AFTER_SALES_STATUSES,
  AFTER_SALES_TYPES,
  STAFF_REPLY_MAX,
} from './aftersales-rules';
import { MAX_ORDER_LINES } from './order-rules';
import { UploadedFile } from './uploads';

const AfterSalesStatusField = z.enum(AFTER_SALES_STATUSES);

export const AfterSalesLine = z
  .object({
    orderLineId: whole(),
    goodsId: whole().nullable(),
    itemno: z.string(),
    title: z.string(),
    skuDesc: z.string(),
    /** What one unit of the order line was charged (CNY): its amount over its quantity. */
    unitPrice: money(),
    quantity: whole(),
    /** What these units were charged (CNY): their share of the order line's amount, to the fen. */
    amount: money(),
  })
  .meta({ id: 'AfterSalesLine' });
export type AfterSalesLine = z.infer<typeof AfterSalesLine>;

export const AfterSalesSummary = z
  .object({
    id: whole(),
    afterSalesNo: z.string(),
    orderId: whole(),
    orderNo: z.string(),
    type: z.enum(AFTER_SALES_TYPES),
    status: AfterSalesStatusField,
    reason: z.enum(AFTER_SALES_REASONS),
    lines: z.array(AfterSalesLine),
    /** Sum of the lines' amounts (CNY). */
    amount: z.number(),
    createdAt: isoTime(),
    canCancel: z.boolean(),
  })
  .meta({ id: 'AfterSalesSummary' });
export type AfterSalesSummary = z.infer<typeof AfterSalesSummary>;

export const AfterSalesPage = listPage(AfterSalesSummary);

export const AfterSalesDetail = AfterSalesSummary.extend({
  description: z.string(),
  attachments: z.array(UploadedFile),
  staffReply: z.string(),
  updatedAt: isoTime(),
  /** Oldest first. */
  timeline: z.array(z.object({ status: AfterSalesStatusField, note: z.string(), at: isoTime() })),
}).meta({ id: 'AfterSalesDetail' });
export type AfterSalesDetail = z.infer<typeof AfterSalesDetail>;

export const AfterSalesCount = z
  .object({ all: whole(), pending: whole(), accepted: whole(), rejected: whole(), completed: whole(), canceled: whole() })
  .meta({ id: 'AfterSalesCount' });
export type AfterSalesCount = z.infer<typeof AfterSalesCount>;

export const AllowedQuantity = z.object({ orderLineId: whole(), delivered: whole(), claimed: whole(), allowed: whole() }).meta({ id: 'AllowedQuantity' });
export type AllowedQuantity = z.infer<typeof AllowedQuantity>;

export const AfterSalesChanged = z.object({ id: whole(), status: AfterSalesStatusField });

// ── Requests ──

const requestIdField = () => intField().pipe(z.number().min(1, { error: 'must be an after-sales request id' }));
const lineIdField = () => intField().pipe(z.number().min(1, { error: 'must be an order line id' }));

/** The request of /online/toOrderService/aftermarketList. */
export const AfterSalesListRequest = z.object({
  ...paging(10, 100),
  status: z
    .preprocess((value) => (value === '' || value === null || value === 'all' ? undefined : value), AfterSalesStatusField.optional())
    .meta({ description: `One of ${AFTER_SALES_STATUSES.join(', ')}; absent or 'all' for every request`, example: 'pending' }),
  userId: userIdField(),
});

/** The request of /online/toOrderService/subAftermarket: lines of ONE order. */
export const SubmitAfterSalesRequest = z.object({
  orderId: intField()
    .pipe(z.number().min(1, { error: 'must be an order id' }))
    .meta({ description: 'Order id', example: 1 }),
  lines: z
    .array(z.object({ orderLineId: lineIdField(), quantity: intField().pipe(z.number().min(1, { error: 'must be at least 1' })) }), {
      error: (issue) => (issue.input === undefined ? 'must list the order lines and quantities' : 'must be a list of { orderLineId, quantity }'),
    })
    .min(1, { error: 'must hold at least one line' })
    .max(MAX_ORDER_LINES, { error: `must hold at most ${MAX_ORDER_LINES} lines` })
    .refine((lines) => new Set(lines.map((line) => line.orderLineId)).size === lines.length, { error: 'must name each order line once' }),
  type: z.enum(AFTER_SALES_TYPES, { error: `must be one of ${AFTER_SALES_TYPES.join(', ')}` }),
  reason: z.enum(AFTER_SALES_REASONS, { error: `must be one of ${AFTER_SALES_REASONS.join(', ')}` }),
  description: z
    .preprocess(
      (value) => value ?? '',
      z
        .string({ error: 'must be text' })
        .trim()
        .max(AFTER_SALES_DESCRIPTION_MAX, { error: `must be at most ${AFTER_SALES_DESCRIPTION_MAX} characters` }),
    )
    .default(''),
  attachments: z
    .array(
      z
        .string({ error: 'must be upload ids' })
        .trim()
        .min(1, { error: 'must be upload ids' })
        .max(100)
        .regex(/^[A-Za-z0-9._-]+$/, { error: 'must be upload ids' }),
    )
    .max(AFTER_SALES_MAX_ATTACHMENTS, { error: `must hold at most ${AFTER_SALES_MAX_ATTACHMENTS} files` })
    .default([])
    .meta({ description: 'File ids of the uploader' }),
  userId: userIdField(),
});
export type SubmitAfterSalesRequest = z.infer<typeof SubmitAfterSalesRequest>;

/** The request of aftermarketDetail and cancelAftermarket. */
export const AfterSalesIdRequest = z.object({ id: requestIdField().meta({ description: 'After-sales request id', example: 1 }), userId: userIdField() });

/** The request of /online/toOrderService/checkAftermarketQuantity. */
export const AllowedQuantityRequest = z.object({ orderLineId: lineIdField().meta({ description: 'Order line id', example: 1 }), userId: userIdField() });

/** The request of /online/toOrderService/getAftermarketOrderCount. */
export const AfterSalesCountRequest = z.object({ userId: userIdField() });

// ── Staff ──

export const StaffAfterSalesRequest = z.object({
  ...paging(20, 500),
  status: AfterSalesStatusField.optional(),
  userId: intField().pipe(z.number().min(1)).optional(),
});

export const StaffAfterSales = AfterSalesDetail.extend({ userId: whole() }).meta({ id: 'StaffAfterSales' });
export const StaffAfterSalesPage = listPage(StaffAfterSales);

/** The request of /staff/aftersales/answer: accept, reject or complete with a reply to the customer. */
export const AnswerAfterSalesRequest = z.object({
  id: requestIdField(),
  status: z.enum(['accepted', 'rejected', 'completed'], { error: 'must be accepted, rejected or completed' }),
  reply: z
    .string()
    .trim()
    .max(STAFF_REPLY_MAX, { error: `must be at most ${STAFF_REPLY_MAX} characters` })
    .default(''),
});
