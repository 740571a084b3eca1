/** Migration 0008 moves stored mobile numbers to E.164 without losing an account (docs/product.md §4). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { asc, sql } from 'drizzle-orm';
import { users } from './schema';
import { openTestDatabase } from '../testing/database';

test('digit-only mobile numbers become E.164; a duplicate keeps its old form', async () => {
  const database = await openTestDatabase();
  try {
    const { db } = database;
    await db.insert(users).values([
      { userName: 'a', mobile: '13800138000' },
      { userName: 'b', mobile: '8613800138000' },
      { userName: 'c', mobile: '442079460000' },
      { userName: 'd', mobile: '+8613900000000' },
    ]);
    const migration = await readFile(new URL('./migrations/0008_mobile_e164.sql', import.meta.url), 'utf8');
    await db.execute(sql.raw(migration));
    const rows = await db.select({ userName: users.userName, mobile: users.mobile }).from(users).orderBy(asc(users.id));
    assert.deepEqual(rows, [
      { userName: 'a', mobile: '+8613800138000' },
      { userName: 'b', mobile: '8613800138000' },
      { userName: 'c', mobile: '+442079460000' },
      { userName: 'd', mobile: '+8613900000000' },
    ]);
  } finally {
    await database.dispose();
  }
});
