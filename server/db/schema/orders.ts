/** Receiving addresses, coupons, orders, their lines and logistics (docs/product.md §11). */
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { InvoiceType, OrderStatus } from '../../../contract/order-rules';
import type { LevelKey } from '../../../contract/centre-constants';
import type { LineDiscount } from '../../../contract/orders';
import { goods } from './catalogue';
import { createdAt, customerId, serialId, updatedAt } from './columns';

/** A customer's receiving address; at most one is the default (the partial unique index keeps it so). */
export const receivingAddresses = pgTable(
  'receiving_addresses',
  {
    id: serialId(),
    userId: customerId(),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    detail: text('detail').notNull(),
    postcode: text('postcode').notNull().default(''),
    company: text('company').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('receiving_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('receiving_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The address as it was when the order was submitted: later edits of the address book do not change an order. */
export interface AddressSnapshot {
  consignee: string;
  mobile: string;
  country: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
  company: string;
}

/**
 * A coupon of one customer: either `amountOff` CNY off a subtotal of at least `threshold`, or
 * `percentOff` per cent off. Used when usedAt is set; expired once validUntil has passed.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    userId: customerId(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    /** 'amount' or 'percent'. */
    kind: text('kind').$type<'amount' | 'percent'>().notNull(),
    amountOff: numeric('amount_off', { precision: 12, scale: 2, mode: 'number' }),
    /** 1–99: per cent taken off the subtotal. */
    percentOff: smallint('percent_off'),
    /** The subtotal (CNY) the order's lines must reach; 0 for none. */
    threshold: numeric('threshold', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOrderId: integer('used_order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('coupons_user_idx').on(t.userId, t.validUntil)],
);

/** A submitted order; its amounts are CNY, priced from the database when it was submitted. */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    userId: customerId(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The lines at list prices. */
    listAmount: numeric('list_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** What the promotions took off the lines (docs/product.md §11.4). */
    promotionDiscount: numeric('promotion_discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Sum of the lines as charged: the subtotal. */
    goodsAmount: numeric('goods_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The member level when ordered and its discount; null level: none taken. */
    memberLevel: text('member_level').$type<LevelKey>(),
    memberPercentOff: numeric('member_percent_off', { precision: 5, scale: 2, mode: 'number' }),
    memberDiscount: numeric('member_discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** The coupon's discount. */
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponTitleEn: text('coupon_title_en'),
    couponTitleZh: text('coupon_title_zh'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    invoiceType: text('invoice_type').$type<InvoiceType>().notNull().default('none'),
    invoiceTitle: text('invoice_title').notNull().default(''),
    invoiceTaxNo: text('invoice_tax_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Set by staff with the first delivery. */
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete by the customer (completed or canceled orders only): kept for staff and after-sales. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The quote this order was accepted from (docs/product.md §11.5); unique, so one quote never makes two orders. */
    quoteId: integer('quote_id'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_user_status_idx').on(t.userId, t.status),
    uniqueIndex('orders_quote_idx').on(t.quoteId),
  ],
);

/** A line of an order with the goods, SKU and unit price as they were at submit time. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept when the goods item is later deleted: the snapshot still says what was bought. */
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id, { onDelete: 'set null' }),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    itemno: text('itemno').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    skuDescEn: text('sku_desc_en').notNull(),
    skuDescZh: text('sku_desc_zh').notNull(),
    /** The SKU's list price when ordered. */
    listPrice: numeric('list_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The unit price charged: the net price after the price rule; 0 for a gift. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The savings the line took, named (contract LineDiscount). */
    discounts: jsonb('discounts').$type<LineDiscount[]>().notNull().default([]),
    /** A zero-price line a purchase earned (ruleType 4000). */
    isGift: boolean('is_gift').notNull().default(false),
    deliveredQuantity: integer('delivered_quantity').notNull().default(0),
    /** The lot (batch) shipped, upper case, as the COA lookup finds it; null until delivered. */
    lotBatch: text('lot_batch'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.sort)],
);

/** A logistics event of an order (docs/product.md §11): seeded or set by staff with a delivery. */
export const orderLogistics = pgTable(
  'order_logistics',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    textEn: text('text_en').notNull(),
    textZh: text('text_zh').notNull(),
    location: text('location').notNull().default(''),
  },
  (t) => [index('order_logistics_order_idx').on(t.orderId, t.at)],
);
