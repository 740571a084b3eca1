import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { goods, skus } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { pdfLines } from '../testing/pdf-lines';
import { catalogueData } from './catalogue-data';
import { cataloguePdf, catalogueOf, localisedAttachmentUrl } from './catalogues';

const pageCount = (pdf: string) => (pdf.match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** The on-shelf antibodies (primary, secondary, labelled) of the seeded catalogue. */
async function antibodies() {
  return seeded.db
    .select({ id: goods.id, itemno: goods.itemno })
    .from(goods)
    .where(and(eq(goods.onShelfFlag, true), sql`${goods.categoryPath} && ARRAY['CP002','CP003','CP009']::text[]`))
    .orderBy(asc(goods.itemno));
}

const seeded = seededApp(200, { dataDir: true });

describe('data-centre catalogues (docs/product.md §2.4 item 7)', () => {
  test('the antibody catalogue is a multi-page PDF listing every on-shelf antibody with its sizes and prices, within the margins', async () => {
    const response = await seeded.app.request('/files/data-center/antibody-catalogue-2026.pdf');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.ok(pageCount(bytes.toString('latin1')) >= 3, `a cover and pages of goods, got ${pageCount(bytes.toString('latin1'))} pages`);
    const lines = pdfLines(bytes);
    const text = lines.map((line) => line.text).join('\n');
    const listed = await antibodies();
    assert.ok(listed.length > 20);
    for (const item of listed) assert.ok(text.includes(item.itemno), `lists ${item.itemno}`);
    const [first] = listed;
    const [size] = await seeded.db
      .select()
      .from(skus)
      .where(eq(skus.goodsId, first?.id ?? 0))
      .orderBy(asc(skus.sort), asc(skus.id))
      .limit(1);
    assert.ok(size);
    assert.ok(text.includes(size.skuPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })), 'prints a size’s price');
    assert.ok(!text.includes('RIPA'), 'lists no reagents');
    for (const line of lines) {
      assert.ok(line.x >= 49.5 && line.x + line.width <= 595.28 - 50 + 0.5, `within the margins: ${line.x}–${(line.x + line.width).toFixed(1)} "${line.text}"`);
    }
  });

  test('each catalogue lists its own categories; the Chinese edition is its own file; both are kept for the day', async () => {
    for (const name of ['cell-culture-catalogue-2026', 'reagents-catalogue-2026', 'services-brochure-2026']) {
      const data = await catalogueData(seeded.db, name);
      assert.ok(data && data.sections.length > 0, `${name} lists goods`);
    }
    const english = Buffer.from(await (await seeded.app.request('/files/data-center/services-brochure-2026.pdf')).arrayBuffer());
    const chinese = Buffer.from(await (await seeded.app.request('/files/data-center/services-brochure-2026-zh.pdf')).arrayBuffer());
    assert.ok(pageCount(chinese.toString('latin1')) >= 2);
    assert.ok(!english.equals(chinese));
    const kept = await readdir(path.join(seeded.dataDir, 'generated', 'catalogues'));
    assert.equal(kept.length, 1, 'one day’s folder');
    // Tomorrow's request writes tomorrow's edition and forgets today's.
    const tomorrow = new Date(Date.now() + 86_400_000);
    assert.ok(await cataloguePdf(seeded.db, seeded.dataDir, 'services-brochure-2026.pdf', null, tomorrow));
    assert.deepEqual(await readdir(path.join(seeded.dataDir, 'generated', 'catalogues')), [tomorrow.toISOString().slice(0, 10)]);
  });

  test('a catalogue over its size says how many it lists of how many', async () => {
    const data = await catalogueData(seeded.db, 'antibody-catalogue-2026', 10);
    assert.ok(data);
    assert.equal(
      data.sections.reduce((sum, section) => sum + section.goods.length, 0),
      10,
    );
    assert.ok(data.totalGoods > 10);
  });

  test('the Chinese data centre links the Chinese edition; other files and names are as they are', async () => {
    const response = await seeded.app.request('/online/toAttachment/listByCategory?category=catalog', { headers: { lang: 'zh' } });
    const list = ((await response.json()) as { data: { list: { url: string }[] } }).data.list;
    assert.ok(list.length >= 4 && list.every((file) => file.url.endsWith('-zh.pdf')), JSON.stringify(list));
    assert.equal(localisedAttachmentUrl('/files/data-center/antibody-catalogue-2026.pdf', 'en'), '/files/data-center/antibody-catalogue-2026.pdf');
    assert.equal(localisedAttachmentUrl('/files/data-center/western-blot-manual.pdf', 'zh'), '/files/data-center/western-blot-manual.pdf');
    assert.equal(catalogueOf('western-blot-manual.pdf'), null);
    assert.equal(catalogueOf('../antibody-catalogue-2026.pdf'), null);
  });
});
