/** After-sales requests and order evaluations (docs/product.md §12). */
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AfterSalesReason, AfterSalesStatus, AfterSalesType } from '../../../contract/aftersales-rules';
import { orderLines, orders } from './orders';
import { goods } from './catalogue';
import { createdAt, customerId, serialId, updatedAt } from './columns';

/**
 * An after-sales request of a customer on one order (docs/product.md §12.1): return, refund only
 * or exchange of delivered lines. Staff move it through pending → accepted | rejected, accepted →
 * completed; the customer may cancel it while pending.
 */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    id: serialId(),
    userId: customerId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<AfterSalesType>().notNull(),
    status: text('status').$type<AfterSalesStatus>().notNull().default('pending'),
    reason: text('reason').$type<AfterSalesReason>().notNull(),
    description: text('description').notNull().default(''),
    /** Upload ids of photos or documents the customer attached (the uploader's file ids). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** Staff's last answer to the customer. */
    staffReply: text('staff_reply').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('after_sales_user_idx').on(t.userId, t.createdAt), index('after_sales_order_idx').on(t.orderId)],
);

/** The order lines a request covers and how many of each. */
export const afterSalesLines = pgTable(
  'after_sales_lines',
  {
    id: serialId(),
    requestId: integer('request_id')
      .notNull()
      .references(() => afterSalesRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('after_sales_lines_request_idx').on(t.requestId), index('after_sales_lines_line_idx').on(t.orderLineId)],
);

/** The timeline of a request: one row per status it reached, with the note said then. */
export const afterSalesEvents = pgTable(
  'after_sales_events',
  {
    id: serialId(),
    requestId: integer('request_id')
      .notNull()
      .references(() => afterSalesRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<AfterSalesStatus>().notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sales_events_request_idx').on(t.requestId, t.at)],
);

/** A customer's evaluation of one delivered order line (docs/product.md §12.2): one per line, editable. */
export const orderEvaluations = pgTable(
  'order_evaluations',
  {
    id: serialId(),
    userId: customerId(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The goods item evaluated; kept null when the item is later deleted. */
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('order_evaluations_line_idx').on(t.orderLineId), index('order_evaluations_goods_idx').on(t.goodsId, t.createdAt)],
);
