/**
 * Quotes: the sales team's priced answer to an inquiry, which the buyer may accept into an order
 * (docs/product.md §11.5). Prices are CNY, like the orders' numeric columns; a quote line keeps the
 * goods as they were quoted, so later catalogue edits do not change what was offered.
 */
import { bigint, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inquiries } from './inquiries';
import { orders } from './orders';
import { createdAt, serialId } from './columns';

/** What became of a quote; "expired" is not stored: a sent quote past validUntil is expired (docs/product.md §11.5). */
export type QuoteStatus = 'sent' | 'accepted' | 'declined';

export const quotes = pgTable(
  'quotes',
  {
    id: serialId(),
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The staff account that wrote it; null from the command line and the staff token. */
    staffId: integer('staff_id'),
    /** The staff member's name as it was; null: "the sales team" in the reader's language. */
    staffName: text('staff_name'),
    /** The last instant the quote can be accepted (exclusive). */
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<QuoteStatus>().notNull().default('sent'),
    /** The order the acceptance made; unique, so one quote never makes two orders. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the buyer accepted or declined. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('quotes_inquiry_idx').on(t.inquiryId, t.createdAt), uniqueIndex('quotes_order_idx').on(t.orderId)],
);

/** A quoted line: the goods, SKU and quantity as quoted, the unit net price and the lead time. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serialId(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    itemno: text('itemno').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    skuDescEn: text('sku_desc_en').notNull(),
    skuDescZh: text('sku_desc_zh').notNull(),
    quantity: integer('quantity').notNull(),
    /** The SKU's list price when quoted. */
    listPrice: numeric('list_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The unit price offered: the pricing rule's net price unless the sales team set another. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    leadTimeMinDays: smallint('lead_time_min_days'),
    leadTimeMaxDays: smallint('lead_time_max_days'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId, t.sort)],
);
