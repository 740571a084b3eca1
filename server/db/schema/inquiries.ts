/** Inquiries for the sales team and their goods (docs/product.md §1, §5). */
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** An inquiry for the sales team, answered within 24 hours (docs/product.md §1, §5). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'form' from /purchase-inquiry, 'goods' from a goods page or the inquiry list. */
    source: text('source').notNull().$type<'form' | 'goods'>(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    /** ISO 3166-1 alpha-2 code from the country dictionary. */
    country: text('country').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** WhatsApp / WeChat, optional. */
    tm: text('tm'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('en'),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('inquiries_created_idx').on(t.createdAt)],
);

/** The goods of an inquiry, with what the customer saw at the time. */
export const inquiryGoods = pgTable(
  'inquiry_goods',
  {
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull(),
    itemno: text('itemno').notNull(),
    title: text('title').notNull(),
    skuDesc: text('sku_desc'),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.goodsId, t.skuId] })],
);
