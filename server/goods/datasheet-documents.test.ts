import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import { goods, goodsDocuments } from '../db/schema';
import { seedCatalogue } from '../seed';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { ensureDatasheets } from './datasheet-documents';

let database: TestDatabase;
let app: OpenAPIHono;
let dataDir: string;

before(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db, { goods: 200 });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'labshop-datasheet-rows-'));
  app = createApp({ db: database.db, dataDir });
});
after(async () => {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/** Goods items without a …-datasheet.pdf document. */
async function withoutDatasheet(): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(goods)
    .where(sql`NOT EXISTS (SELECT 1 FROM goods_documents d WHERE d.goods_id = ${goods.id} AND d.url LIKE '%-datasheet.pdf')`);
  return Number(row?.n ?? 0);
}

describe('every goods item has a datasheet (docs/product.md §2.6)', () => {
  test('the seeded catalogue: every goods item, services and instruments included, lists a datasheet that downloads in both languages', async () => {
    assert.equal(await withoutDatasheet(), 0);
    const [service] = await database.db.select({ itemno: goods.itemno }).from(goods).where(eq(goods.goodsType, 2)).limit(1);
    const [antibody] = await database.db.select({ itemno: goods.itemno }).from(goods).where(like(goods.itemno, 'AB%')).limit(1);
    for (const itemno of [service?.itemno, antibody?.itemno].filter((value): value is string => Boolean(value))) {
      const response = await app.request(`/online/togoods/getDocumentByGoodsCode?goodsCode=${itemno}`);
      const body = (await response.json()) as { data?: { list: { url: string }[] } };
      const list = body.data?.list ?? [];
      const datasheet = list.find((document) => document.url.endsWith('-datasheet.pdf'));
      assert.ok(datasheet, `${itemno} lists a datasheet`);
      for (const url of [datasheet.url, datasheet.url.replace(/\.pdf$/, '-zh.pdf')]) {
        const pdf = Buffer.from(await (await app.request(url)).arrayBuffer()).toString('latin1');
        assert.ok(pdf.includes(`(${itemno} `), `${url} is the datasheet of ${itemno}`);
      }
    }
  });

  test('a goods item that lost its datasheet (an import, an older database) gets one named after its target and Cat. No.; a second run adds none', async () => {
    const [item] = await database.db
      .select({ id: goods.id, itemno: goods.itemno, symbol: goods.harmonyTitle })
      .from(goods)
      .where(like(goods.itemno, 'AB%'))
      .limit(1);
    assert.ok(item?.symbol);
    await database.db.delete(goodsDocuments).where(eq(goodsDocuments.goodsId, item.id));
    assert.equal(await withoutDatasheet(), 1);
    assert.equal(await ensureDatasheets(database.db), 1);
    assert.equal(await ensureDatasheets(database.db), 0);
    const [row] = await database.db.select().from(goodsDocuments).where(eq(goodsDocuments.goodsId, item.id));
    assert.equal(row?.fileName, `${item.symbol.replace(/[^A-Za-z0-9]+/g, '-')}-${item.itemno}-datasheet.pdf`);
    assert.equal(row?.url, `/files/docs/${row?.fileName}`);
  });
});
