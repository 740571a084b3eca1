import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq, like, sql } from 'drizzle-orm';
import { goods, goodsDocuments } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { ensureDatasheets } from './datasheet-documents';

/** Goods items without a …-datasheet.pdf document. */
async function withoutDatasheet(): Promise<number> {
  const [row] = await seeded.db
    .select({ n: count() })
    .from(goods)
    .where(sql`NOT EXISTS (SELECT 1 FROM goods_documents d WHERE d.goods_id = ${goods.id} AND d.url LIKE '%-datasheet.pdf')`);
  return Number(row?.n ?? 0);
}

const seeded = seededApp(200, { dataDir: true });

describe('every goods item has a datasheet (docs/product.md §2.6)', () => {
  test('the seeded catalogue: every goods item, services and instruments included, lists a datasheet that downloads in both languages', async () => {
    assert.equal(await withoutDatasheet(), 0);
    const [service] = await seeded.db.select({ itemno: goods.itemno }).from(goods).where(eq(goods.goodsType, 2)).limit(1);
    const [antibody] = await seeded.db.select({ itemno: goods.itemno }).from(goods).where(like(goods.itemno, 'AB%')).limit(1);
    for (const itemno of [service?.itemno, antibody?.itemno].filter((value): value is string => Boolean(value))) {
      const response = await seeded.app.request(`/online/togoods/getDocumentByGoodsCode?goodsCode=${itemno}`);
      const body = (await response.json()) as { data?: { list: { url: string }[] } };
      const list = body.data?.list ?? [];
      const datasheet = list.find((document) => document.url.endsWith('-datasheet.pdf'));
      assert.ok(datasheet, `${itemno} lists a datasheet`);
      for (const url of [datasheet.url, datasheet.url.replace(/\.pdf$/, '-zh.pdf')]) {
        const pdf = Buffer.from(await (await seeded.app.request(url)).arrayBuffer()).toString('latin1');
        assert.ok(pdf.includes(`(${itemno} `), `${url} is the datasheet of ${itemno}`);
      }
    }
  });

  test('a goods item that lost its datasheet (an import, an older database) gets one named after its target and Cat. No.; a second run adds none', async () => {
    const [item] = await seeded.db
      .select({ id: goods.id, itemno: goods.itemno, symbol: goods.harmonyTitle })
      .from(goods)
      .where(like(goods.itemno, 'AB%'))
      .limit(1);
    assert.ok(item?.symbol);
    await seeded.db.delete(goodsDocuments).where(eq(goodsDocuments.goodsId, item.id));
    assert.equal(await withoutDatasheet(), 1);
    assert.equal(await ensureDatasheets(seeded.db), 1);
    assert.equal(await ensureDatasheets(seeded.db), 0);
    const [row] = await seeded.db.select().from(goodsDocuments).where(eq(goodsDocuments.goodsId, item.id));
    assert.equal(row?.fileName, `${item.symbol.replace(/[^A-Za-z0-9]+/g, '-')}-${item.itemno}-datasheet.pdf`);
    assert.equal(row?.url, `/files/docs/${row?.fileName}`);
  });
});
