/** The points mall: balances, the ledger, items and exchanges (docs/product.md §2.11). */
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { createdAt, serialId } from './columns';

/** A customer's points balance; always the sum of the customer's ledger (docs/product.md §2.11). */
export const pointsBalances = pgTable(
  'points_balances',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('points_balances_not_negative', sql`${t.balance} >= 0`)],
);

/** One change of a balance, written in the same transaction as its cause. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serialId(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive: earned or returned; negative: spent. */
    change: integer('change').notNull(),
    /** order (earned on a completed order), exchange (spent), refund (a rejected exchange returned), grant (staff). */
    reason: text('reason').notNull(),
    /** The order that earned the points (reason order); one award per order. */
    orderNo: text('order_no'),
    exchangeId: integer('exchange_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('points_ledger_order_idx')
      .on(t.orderNo)
      .where(sql`reason = 'order'`),
  ],
);

/** An item of the points mall; the seed writes them with fixed ids, so seeding again changes nothing. */
export const pointsItems = pgTable('points_items', {
  id: serialId(),
  titleEn: text('title_en').notNull(),
  titleZh: text('title_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionZh: text('description_zh').notNull(),
  /** Points per piece. */
  points: integer('points').notNull(),
  imgCover: text('img_cover'),
  onShelfFlag: boolean('on_shelf_flag').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** An exchange of points for an item, shipped to the address given; waits for staff approval. */
export const pointsExchanges = pgTable(
  'points_exchanges',
  {
    id: serialId(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => pointsItems.id),
    quantity: integer('quantity').notNull(),
    /** Points spent: the item's points × quantity at the time of the exchange. */
    points: integer('points').notNull(),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('pending'),
    staffNote: text('staff_note'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('points_exchanges_customer_idx').on(t.customerId, t.createdAt)],
);
