/**
 * The row cap of docs/product.md §7.3: one answer carries at most MAX_LIST_ROWS (10000) goods
 * rows. newClassifyGoodsList pages over categories, so its goodsLimit is clamped to the page:
 * 200 tables × 10000 goods could otherwise answer two million rows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededApp } from '../testing/seeded-app';
import type { CategoryGoods } from '../../contract/catalogue';
import { MAX_LIST_ROWS } from '../../contract/fields';

const seeded = seededApp(1200);

async function tables(body: Record<string, unknown>): Promise<CategoryGoods[]> {
  const { envelope } = await seeded.request('POST', '/online/togoods/newClassifyGoodsList', { body });
  assert.equal(envelope.code, 0, envelope.msg);
  return (envelope.data as { list: CategoryGoods[] }).list;
}

test('a page of 200 tables carries at most MAX_LIST_ROWS / 200 goods per table', async () => {
  const perTable = MAX_LIST_ROWS / 200;
  const list = await tables({ goodsCate: 'CP', limit: 200, goodsLimit: MAX_LIST_ROWS });
  const crowded = list.filter((table) => table.recordTotalNums > perTable);
  assert.ok(crowded.length > 0, `the seed has a category with more than ${perTable} goods`);
  for (const table of list) assert.ok(table.goodsList.length <= perTable, `${table.id}: ${table.goodsList.length} rows`);
  const rows = list.reduce((sum, table) => sum + table.goodsList.length, 0);
  assert.ok(rows <= MAX_LIST_ROWS, `${rows} rows`);
});

test('the table view’s own asks are served whole: one table of a whole category, 200 tables of 50', async () => {
  const [crowded] = (await tables({ goodsCate: 'CP', limit: 200, goodsLimit: 1 })).sort((a, b) => b.recordTotalNums - a.recordTotalNums);
  assert.ok(crowded);
  const [whole] = await tables({ goodsCate: crowded.id, limit: 1, goodsLimit: MAX_LIST_ROWS });
  assert.equal(whole?.goodsList.length, whole?.recordTotalNums);
  const pageOfFifty = await tables({ goodsCate: 'CP', limit: 200, goodsLimit: 50 });
  for (const table of pageOfFifty) assert.equal(table.goodsList.length, Math.min(50, table.recordTotalNums), table.id);
});

test('a limit over the cap is refused with a 400 naming the field', async () => {
  const { envelope } = await seeded.request('POST', '/online/togoods/classifyGoodsList', { body: { goodsCate: 'CP', limit: MAX_LIST_ROWS + 1 } });
  assert.equal(envelope.code, 400);
  assert.match(envelope.msg, /^limit: must be at most 10000/);
});
