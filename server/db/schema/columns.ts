/**
 * Columns most tables share, written once: a serial id, creation and change times, and the
 * customer or goods item a row belongs to (deleted with it). Same SQL as when each table spelled
 * them out, so no migration follows from using them. Function declarations, not constants: the
 * schema files import each other, and a hoisted function is callable while a cycle is still loading.
 */
import { bigint, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { goods } from './catalogue';

export function serialId() {
  return serial('id').primaryKey();
}

export function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}

/** The customer the row belongs to; removed with the account. */
export function customerId() {
  return bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/** The goods item the row is about; removed with it. */
export function goodsId() {
  return bigint('goods_id', { mode: 'number' })
    .notNull()
    .references(() => goods.id, { onDelete: 'cascade' });
}
