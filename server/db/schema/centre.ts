/** The personal centre: messages, the wallet, invoices and service records (docs/product.md §10). */
import { bigint, bigserial, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, customerId } from './columns';

/** A message of the customer's message centre; subject and body in both languages, each locale shows its own. */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: customerId(),
    kind: text('kind').notNull().$type<'order' | 'afterSales' | 'inquiry' | 'system'>(),
    subjectEn: text('subject_en').notNull(),
    subjectZh: text('subject_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    /** A storefront path the message points at (e.g. /my-order), or null. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Soft delete: the customer no longer sees it, the shop keeps it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('customer_messages_user_idx').on(t.userId, t.createdAt)],
);

/** When the customer last looked at the message centre (selectSeePC / updateSee). */
export const messageCentreSeen = pgTable('message_centre_seen', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** The customer's account with the shop: credit terms; its balance comes from the ledger. */
export const walletAccounts = pgTable('wallet_accounts', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** CNY. */
  creditLimit: numeric('credit_limit', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
});

/** One entry of the customer's ledger: an invoice owed or a payment received, in CNY. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: customerId(),
    kind: text('kind').notNull().$type<'invoice' | 'payment'>(),
    /** CNY, always positive; the kind says which way it goes. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The order (or orders) it belongs to, as text: the ERP's numbers are not our ids. */
    orderNo: text('order_no').notNull().default(''),
    /** Invoice or receipt number. */
    documentNo: text('document_no').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Invoices only: when payment is due. */
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [index('ledger_entries_user_idx').on(t.userId, t.occurredAt)],
);

/** A request for an invoice (fapiao) for an amount or an order. */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: customerId(),
    orderNo: text('order_no').notNull(),
    /** CNY. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull(),
    type: text('type').notNull().$type<'ordinary' | 'special'>(),
    email: text('email').notNull(),
    state: text('state').notNull().$type<'pending' | 'issued' | 'rejected'>().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_requests_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The customer's service records: experiment projects (kind experiment, with stages), slide-scanning
 * jobs (scan) and tissue-grinder applications (grinder). One table: they share number, title, state,
 * samples and dates; stages are for experiments only.
 */
export const serviceRecords = pgTable(
  'service_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: customerId(),
    kind: text('kind').notNull().$type<'experiment' | 'scan' | 'grinder'>(),
    recordNo: text('record_no').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    /** A state key of the kind (docs/product.md §10). */
    state: text('state').notNull(),
    sampleCount: integer('sample_count').notNull().default(0),
    /** Experiments: the stages in order with the day each was done (null: not yet). */
    stages: jsonb('stages').$type<{ key: string; doneAt: string | null }[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('service_records_user_idx').on(t.userId, t.kind, t.submittedAt)],
);
