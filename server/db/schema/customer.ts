/** What a customer keeps: the inquiry list, favourites, the compare list, footprints, uploads and feedback (docs/product.md §5, §13, §14). */
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, customerId, goodsId, updatedAt } from './columns';

/** A logged-in customer's inquiry list (the cart of docs/product.md §3): one line per goods item and SKU. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: customerId(),
    goodsId: goodsId(),
    /** 0 when the goods item is inquired without choosing a SKU. */
    skuId: bigint('sku_id', { mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId, t.skuId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: customerId(),
    goodsId: goodsId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('favourites_user_idx').on(t.userId, t.createdAt)],
);

/** A customer's compare list (docs/product.md §2.12): at most four goods, the first chosen first. */
export const compareGoods = pgTable(
  'compare_goods',
  {
    userId: customerId(),
    goodsId: goodsId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('compare_goods_user_idx').on(t.userId, t.createdAt)],
);

/** Browsing footprints: the latest view of each goods item per customer. */
export const footprints = pgTable(
  'footprints',
  {
    userId: customerId(),
    goodsId: goodsId(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('footprints_user_idx').on(t.userId, t.viewedAt)],
);

/**
 * A file a customer uploaded and the API verified (docs/product.md §13): stored content-addressed
 * under DATA_DIR/uploads/<user>/<md5>.<ext>; the client's name is kept for display only.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** Random, unguessable: the only name the file is fetched by. */
    id: text('id').primaryKey(),
    userId: customerId(),
    md5: text('md5').notNull(),
    /** The allowed extension the content was found to be (never the client's spelling). */
    extension: text('extension').notNull(),
    /** image, video or document. */
    kind: text('kind').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    displayName: text('display_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploaded_files_user_md5_idx').on(t.userId, t.md5)],
);

/** A complaint or a piece of advice (/my-complaint, /my-advice) and the staff reply. */
export const feedbackEntries = pgTable(
  'feedback_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: customerId(),
    /** complaint or advice. */
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    orderNo: text('order_no').notNull().default(''),
    /** uploaded_files ids of this customer, in the order attached. */
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_entries_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);
