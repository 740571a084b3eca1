import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { asc, like } from 'drizzle-orm';
import sharp from 'sharp';
import { banners, goods } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { requestData, requestEnvelope } from '../testing/request';
import type { ValidationFigures } from '../../contract/validation';

async function image(url: string) {
  const response = await seeded.app.request(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

const seeded = seededApp(300, { dataDir: true });

describe('generated product images', () => {
  test('every goods cover is a real WebP of 600×400, cached for a day and kept on disk', async () => {
    const [item] = await seeded.db.select({ cover: goods.imgCover, itemno: goods.itemno }).from(goods).orderBy(asc(goods.id)).limit(1);
    assert.ok(item?.cover);
    assert.equal(item.cover, `/files/products/${item.itemno}.webp`);
    const { response, bytes } = await image(item.cover);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/webp');
    assert.match(response.headers.get('cache-control') ?? '', /max-age=86400/);
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 600, 400]);
    assert.equal((await stat(path.join(seeded.dataDir, 'generated', 'images', 'products', `${item.itemno}.webp`))).size, bytes.length);
    const again = await image(item.cover);
    assert.ok(again.bytes.equals(bytes), 'the same picture on every request');
  });

  test('other views differ from the cover; an unknown Cat. No. is not found', async () => {
    const [item] = await seeded.db.select({ itemno: goods.itemno }).from(goods).limit(1);
    assert.ok(item);
    const cover = await image(`/files/products/${item.itemno}.webp`);
    const second = await image(`/files/products/${item.itemno}.v2.webp`);
    assert.equal(second.response.headers.get('content-type'), 'image/webp');
    assert.ok(!second.bytes.equals(cover.bytes));
    const unknown = await seeded.app.request('/files/products/NOPE99999.webp');
    assert.equal(unknown.status, 404);
  });
});

describe('banners', () => {
  test('the seeded banners and adverts are WebP images of 1200×400', async () => {
    const rows = await seeded.db.select({ pic: banners.pic }).from(banners).orderBy(asc(banners.id));
    assert.ok(rows.length >= 5);
    for (const { pic } of rows) {
      if (!pic) continue;
      assert.match(pic, /^\/files\/banners\/[a-z-]+\.webp$/);
      const { response, bytes } = await image(pic);
      assert.equal(response.status, 200, pic);
      const meta = await sharp(bytes).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1200, 400]);
    }
  });
});

describe('validation figures', () => {
  test('an antibody answers its figures with legends, and each figure is a real image of its size', async () => {
    const [antibody] = await seeded.db
      .select({ id: goods.id, apps: goods.applicationCodes })
      .from(goods)
      .where(like(goods.itemno, 'AB%'))
      .orderBy(asc(goods.id))
      .limit(1);
    assert.ok(antibody);
    const figures = await requestData<ValidationFigures>(seeded.app, 'POST', '/online/togoods/validation', { body: { goodsId: antibody.id } });
    assert.ok(figures.list.length >= 1);
    for (const figure of figures.list) {
      assert.ok(figure.samples.length >= 1 && figure.dilution && figure.species);
      const { response, bytes } = await image(figure.url);
      assert.equal(response.status, 200, figure.url);
      const meta = await sharp(bytes).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', figure.width, figure.height]);
    }
    const blot = figures.list.find((figure) => figure.kind === 'wb');
    if (antibody.apps.includes('WB')) assert.ok(blot && typeof blot.kDa === 'number' && blot.samples.length === 3);
  });

  test('other goods answer no figures; a figure of another technique is not drawn', async () => {
    const [medium] = await seeded.db.select({ id: goods.id, itemno: goods.itemno }).from(goods).where(like(goods.itemno, 'M1%')).limit(1);
    assert.ok(medium);
    const figures = await requestData<ValidationFigures>(seeded.app, 'POST', '/online/togoods/validation', { body: { goodsId: medium.id } });
    assert.deepEqual(figures.list, []);
    assert.equal((await seeded.app.request(`/files/validation/${medium.itemno}-wb.webp`)).status, 404);
    const unknown = await requestEnvelope(seeded.app, 'POST', '/online/togoods/validation', { body: { goodsId: 999_999 } });
    assert.equal(unknown.envelope.code, 3);
  });
});
