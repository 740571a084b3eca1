/** The sales team's own accounts for the staff console, their logins and what they did (docs/product.md §6.1). */
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

/** A staff member. Email is kept as typed and unique whatever its case; the password is hashed like a customer's. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** scrypt hash (server/accounts/passwords.ts); null until the invited member sets a password. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().$type<'sales' | 'admin'>(),
    /** A disabled account is refused at once, its live sessions too. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The admin who invited this account; null for the first admin (command line, seed). */
    invitedBy: bigint('invited_by', { mode: 'number' }).references((): AnyPgColumn => staffAccounts.id, { onDelete: 'set null' }),
    /** SHA-256 of the one-time set-password token, and when it stops working; cleared once used. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_accounts_email_idx').on(sql`lower(${t.email})`), uniqueIndex('staff_accounts_invite_idx').on(t.inviteTokenHash)],
);

/** A console login: only the token's SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** What staff did: who, which action, on what, when, and its detail. Kept after an account is disabled. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** null: the command line (STAFF_TOKEN). */
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The name as it was, so the log reads the same later. */
    staffName: text('staff_name'),
    action: text('action').notNull().$type<StaffAuditAction>(),
    subjectType: text('subject_type').notNull().$type<'inquiry' | 'staff'>(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_created_idx').on(t.createdAt, t.id)],
);

export type StaffAuditAction = 'inquiry.reply' | 'inquiry.quote' | 'inquiry.close' | 'staff.invite' | 'staff.disable' | 'staff.login';
