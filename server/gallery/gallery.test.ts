import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { categories, galleryImages, goods } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { GALLERY_LIST_LIMIT, type GalleryImageDetail, type GalleryList } from '../../contract/gallery';

const seeded = seededApp(1500);
const list = (body: Record<string, unknown>, lang?: string) => seeded.data<GalleryList>('POST', '/online/toGallery/classifyGalleryList', { body, lang });
const info = (id: number, lang?: string) => seeded.data<GalleryImageDetail>('POST', '/online/toGallery/info', { body: { id }, lang });

describe('toGallery/classifyGalleryList', () => {
  test('the root answers every image, its five sections in menu order with their counts', async () => {
    const answer = await list({});
    assert.equal(answer.id, 'TK');
    assert.deepEqual(
      answer.sections.map((s) => s.id),
      ['TK001', 'TK002', 'TK003', 'TK004', 'TK005'],
    );
    assert.equal(answer.list.length, answer.totalCount);
    assert.equal(
      answer.sections.reduce((sum, s) => sum + s.imageCount, 0),
      answer.totalCount,
    );
    const order = answer.list.map((image) => image.categoryId);
    assert.deepEqual(order, [...order].sort(), 'images come section by section');
    for (const image of answer.list) {
      assert.match(image.img, /^\/files\/gallery\/[a-z0-9-]+-[0-9a-f]{12}\.jpg$/);
      assert.equal(image.dzi, image.img.replace(/\.jpg$/, '.dzi'));
      assert.deepEqual([image.imgWidth, image.imgHeight], [640, 480]);
      assert.ok(image.width && image.height && image.width > image.imgWidth);
    }
  });

  test('a section answers its own images in both languages, with legends and goods', async () => {
    const en = await list({ goodsCate: 'TK003' });
    const zh = await list({ goodsCate: 'TK003' }, 'zh');
    assert.deepEqual(
      en.sections.map((s) => s.id),
      ['TK003'],
    );
    assert.ok(en.list.length >= 6 && en.list.every((image) => image.categoryId === 'TK003'));
    assert.equal(en.dictValue, 'Immunohistochemistry');
    assert.equal(zh.dictValue, '免疫组化');
    const cd68 = en.list.find((image) => image.title === 'Liver, CD68 IHC');
    assert.ok(cd68, 'the CD68 image');
    assert.equal(cd68.tissue, 'Liver');
    assert.match(cd68.stain ?? '', /CD68/);
    assert.match(cd68.goodsName ?? '', /^(Recombinant )?Anti-CD68 /);
    assert.match(zh.list.find((image) => image.id === cd68.id)?.title ?? '', /肝脏/);
  });

  test('an image filed in a deeper category is shown under the section above it, counted there, in section order', async () => {
    const [image] = await seeded.db.select().from(galleryImages).where(eq(galleryImages.categoryId, 'TK001')).limit(1);
    assert.ok(image);
    await seeded.db
      .insert(categories)
      .values({ id: 'TK003901', pid: 'TK003', ancestors: ['TK', 'TK003'], level: 3, dictValueEn: 'Liver IHC', dictValueZh: '肝脏免疫组化', sort: 1 });
    await seeded.db.update(galleryImages).set({ categoryId: 'TK003901' }).where(eq(galleryImages.id, image.id));
    try {
      const root = await list({});
      const moved = root.list.find((candidate) => candidate.id === image.id);
      assert.deepEqual([moved?.categoryId, moved?.sectionId], ['TK003901', 'TK003']);
      const sections = root.list.map((candidate) => candidate.sectionId);
      assert.deepEqual(sections, [...sections].sort(), 'images come section by section');
      assert.equal(
        root.sections.reduce((sum, s) => sum + s.imageCount, 0),
        root.totalCount,
      );
      // Asked for TK003, its own images are its first section, the new child its second.
      const section = await list({ goodsCate: 'TK003' });
      assert.deepEqual(
        section.sections.map((s) => s.id),
        ['TK003', 'TK003901'],
      );
      assert.equal(section.list.at(-1)?.id, image.id);
      assert.equal(section.list.at(-1)?.sectionId, 'TK003901');
      assert.equal((await info(image.id)).sectionId, 'TK003');
    } finally {
      await seeded.db.update(galleryImages).set({ categoryId: 'TK001' }).where(eq(galleryImages.id, image.id));
      await seeded.db.delete(categories).where(eq(categories.id, 'TK003901'));
    }
  });

  test(`pages with page and limit; limit is capped at ${GALLERY_LIST_LIMIT}`, async () => {
    const all = await list({ goodsCate: 'TK002' });
    const second = await list({ goodsCate: 'TK002', page: 2, limit: 5 });
    assert.deepEqual(
      second.list.map((image) => image.id),
      all.list.slice(5, 10).map((image) => image.id),
    );
    assert.equal(second.totalCount, all.totalCount);
    const everything = await list({ limit: GALLERY_LIST_LIMIT });
    assert.equal(everything.list.length, everything.totalCount);
    const over = await seeded.call('POST', '/online/toGallery/classifyGalleryList', { body: { limit: GALLERY_LIST_LIMIT + 1 } });
    assert.equal(over.code, 400);
    assert.match(over.msg, /limit/);
  });

  test('bad input names the field; an unknown or non-gallery category is not found', async () => {
    const bad = await seeded.call('POST', '/online/toGallery/classifyGalleryList', { body: { goodsCate: 'TK 003' } });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /goodsCate/);
    for (const goodsCate of ['TK999', 'CP001']) {
      const missing = await seeded.call('POST', '/online/toGallery/classifyGalleryList', { body: { goodsCate } });
      assert.equal(missing.code, 3, goodsCate);
      assert.match(missing.msg, /goodsCate/);
    }
  });
});

describe('toGallery/info', () => {
  test('answers one image with description, legend, pyramid and the goods it shows', async () => {
    const [first] = (await list({ goodsCate: 'TK001' })).list;
    assert.ok(first);
    const detail = await info(first.id);
    assert.equal(detail.title, first.title);
    assert.ok(detail.description && detail.description.length > 10);
    assert.ok(detail.magnification && [10, 20, 40].includes(detail.magnification));
    assert.ok(detail.dzi?.endsWith('.dzi'));
    assert.ok(detail.goodsId, 'an H&E section shows the H&E kit or service');
    const [linked] = await seeded.db.select().from(goods).where(eq(goods.id, detail.goodsId));
    assert.equal(linked?.itemno, detail.goodsItemno);
    assert.equal(linked?.titleEn, detail.goodsName);
    assert.equal((await info(first.id, 'zh')).goodsName, linked?.titleZh);
  });

  test('an equipment image links to the instrument', async () => {
    const equipment = await list({ goodsCate: 'TK005' });
    const microtome = equipment.list.find((image) => image.title === 'Rotary microtome');
    assert.ok(microtome && microtome.tissue === null && microtome.magnification === null);
    assert.match(microtome.goodsName ?? '', /^Rotary microtome, model /);
  });

  test('a goods item taken off shelf is no longer linked', async () => {
    const [image] = await seeded.db.select().from(galleryImages).where(eq(galleryImages.categoryId, 'TK004')).limit(1);
    assert.ok(image?.goodsId);
    await seeded.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, image.goodsId));
    try {
      const detail = await info(image.id);
      assert.deepEqual([detail.goodsId, detail.goodsName, detail.goodsItemno], [null, null, null]);
    } finally {
      await seeded.db.update(goods).set({ onShelfFlag: true }).where(eq(goods.id, image.goodsId));
    }
  });

  test('unknown id is not found; bad id names the field', async () => {
    const missing = await seeded.call('POST', '/online/toGallery/info', { body: { id: 999999 } });
    assert.equal(missing.code, 3);
    assert.match(missing.msg, /^id: /);
    for (const id of ['abc', 0, -1]) {
      const bad = await seeded.call('POST', '/online/toGallery/info', { body: { id } });
      assert.equal(bad.code, 400, String(id));
      assert.match(bad.msg, /id/);
    }
  });

  test('an image under a withdrawn section is not found', async () => {
    const [image] = await seeded.db.select().from(galleryImages).where(eq(galleryImages.categoryId, 'TK002')).limit(1);
    assert.ok(image);
    await seeded.db.update(categories).set({ onShelfFlag: false }).where(eq(categories.id, 'TK002'));
    try {
      assert.equal((await seeded.call('POST', '/online/toGallery/info', { body: { id: image.id } })).code, 3);
      assert.equal((await seeded.call('POST', '/online/toGallery/classifyGalleryList', { body: { goodsCate: 'TK002' } })).code, 3);
    } finally {
      await seeded.db.update(categories).set({ onShelfFlag: true }).where(eq(categories.id, 'TK002'));
    }
  });
});
