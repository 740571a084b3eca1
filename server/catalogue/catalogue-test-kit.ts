/**
 * What the catalogue-list test files share: the API over a 400-goods demo catalogue, the checks
 * every list route answers bad input and unknown categories with, and how a goods summary names
 * its category. Call once at the top of a test file.
 */
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { categories } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import type { CategoryNode } from '../../contract/catalogue';
import type { GoodsSummary } from '../../contract/goods';

/** A root listing holds exactly the level-2 categories, consumables first (menu order). */
export function assertMenuOrderOf(list: { id: string }[], level2: CategoryNode[]) {
  assert.equal(list[0]?.id, 'CP001015001020', 'consumables first');
  assert.deepEqual(list.map((entry) => entry.id).sort(), level2.map((node) => node.id).sort());
}

export const leafOf = (item: GoodsSummary) => (JSON.parse(item.goodsCate) as string[][])[0]?.at(-1);
export const pathOf = (item: GoodsSummary) => (JSON.parse(item.goodsCate) as string[][])[0] ?? [];

export function catalogueTestKit() {
  const seeded = seededApp(400);
  const { call, data } = seeded;
  return {
    get db() {
      return seeded.db;
    },
    get app() {
      return seeded.app;
    },
    call,
    data,
    async expectInvalid(method: 'GET' | 'POST', path: string, field: string, body?: unknown) {
      const envelope = await call(method, path, body === undefined ? {} : { body });
      assert.equal(envelope.code, 400, `${path} refuses bad ${field}`);
      assert.match(envelope.msg, new RegExp(`^${field}: `));
    },
    async expectNotFound(method: 'GET' | 'POST', path: string, body?: unknown) {
      const envelope = await call(method, path, body === undefined ? {} : { body });
      assert.equal(envelope.code, 3, `${path} answers code 3`);
    },
    async hiddenCategories(): Promise<string[]> {
      const rows = await seeded.db.select({ id: categories.id }).from(categories).where(eq(categories.onShelfFlag, false));
      return rows.map((row) => row.id);
    },
  };
}
