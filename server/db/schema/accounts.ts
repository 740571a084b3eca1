/** Customer accounts, their tokens and verification codes, the outbox, and the profile extras (docs/product.md §1, §14). */
import { bigint, bigserial, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { uploadedFiles } from './customer';
import { createdAt, customerId, updatedAt } from './columns';

/** A customer account (docs/product.md §1: logs in by mobile number or email). */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Digits only, with the country calling code when given (e.g. 8613800138000). */
    mobile: text('mobile'),
    /** Lower-cased. */
    email: text('email'),
    /** scrypt hash in PHC-like form `scrypt$N$r$p$salt$hash`; null until a password is set. */
    passwordHash: text('password_hash'),
    userName: text('user_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_mobile_idx').on(t.mobile), uniqueIndex('users_email_idx').on(t.email)],
);

/** A login: the token itself is never stored, only its SHA-256. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: customerId(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId)],
);

/** A 6-digit verification code sent to a mobile number or email address; stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull().$type<'mobile' | 'email'>(),
    /** Normalised address: digits for a mobile number, lower case for an email. */
    address: text('address').notNull(),
    purpose: text('purpose').notNull().$type<'login' | 'register' | 'retrieve' | 'security' | 'change'>(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_address_idx').on(t.channel, t.address, t.createdAt)],
);

/** Messages for customers and the sales team; delivered by SMTP when configured, else kept here as the outbox. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull().$type<'mobile' | 'email'>(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Set when an SMTP server accepted the message; null in the offline outbox. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbound_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/** The account information page's extras beside users.user_name / company_name: the avatar. */
export const customerProfiles = pgTable('customer_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatarFileId: text('avatar_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
