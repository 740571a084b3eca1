/** Inquiries for the sales team and their goods (docs/product.md §1, §5). */
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /** The first reply from the sales team: the 24-hour promise is kept or missed by it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Closed by the team or the customer: nothing more is expected on it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_user_idx').on(t.userId, t.createdAt),
    // Guest inquiries join an account by email once it is verified.
    index('inquiries_email_idx').on(sql`lower(${t.email})`),
    // The staff inbox (docs/product.md §6.1): open inquiries oldest first, the rest newest first, each on its own partial index,
    // and a search by the customer's name, company or email through one trigram index.
    index('inquiries_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.answeredAt} IS NULL AND ${t.closedAt} IS NULL`),
    index('inquiries_done_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.answeredAt} IS NOT NULL OR ${t.closedAt} IS NOT NULL`),
    index('inquiries_answered_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.answeredAt} IS NOT NULL AND ${t.closedAt} IS NULL`),
    index('inquiries_closed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.closedAt} IS NOT NULL`),
    index('inquiries_who_trgm_idx').using('gin', sql`(lower(${t.name} || ' ' || ${t.company} || ' ' || ${t.email})) gin_trgm_ops`),
  ],
);

/**
 * How many inquiries are open, answered and closed: one row, kept by statement triggers on
 * inquiries (migration 0021), so the console's inbox totals cost one row read at any size
 * (docs/architecture.md, "The inbox's totals"). Read only; nothing in the code writes it.
 */
export const inquiryCounts = pgTable(
  'inquiry_counts',
  {
    id: smallint('id').primaryKey(),
    open: bigint('open', { mode: 'number' }).notNull(),
    answered: bigint('answered', { mode: 'number' }).notNull(),
    closed: bigint('closed', { mode: 'number' }).notNull(),
  },
  (t) => [check('inquiry_counts_one_row', sql`${t.id} = 1`)],
);

/**
 * The conversation on an inquiry after it was sent: the team's replies and the customer's
 * follow-up questions, oldest first. A staff reply keeps the staff member's name as it was.
 */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inquiryId: bigint('inquiry_id', { mode: 'number' })
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    author: text('author').notNull().$type<'customer' | 'staff'>(),
    /** The staff account that wrote a staff reply; null from the command line (STAFF_TOKEN) and for the customer. */
    staffId: integer('staff_id'),
    /** The staff member's name as it was, shown to the customer; null: "the sales team" in the reader's language (command-line replies, and the customer's own messages). */
    authorName: text('author_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_messages_inquiry_idx').on(t.inquiryId, t.createdAt)],
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
  // The staff inbox finds inquiries by Cat. No. (docs/product.md §6.1).
  (t) => [
    primaryKey({ columns: [t.inquiryId, t.goodsId, t.skuId] }),
    index('inquiry_goods_itemno_trgm_idx').using('gin', sql`lower(${t.itemno}) gin_trgm_ops`),
  ],
);
