import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  articles,
  banners,
  categories,
  countries,
  galleryImages,
  goods,
  goodsDocuments,
  hotSearches,
  promotionRules,
  seedRuns,
  skus,
  sysDicts,
} from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { clearCatalogue, seedCatalogue, seedIfEmpty } from './index';

const GOODS = 500;

/** Every seeded table, in a stable order, as text: two equal dumps mean byte-identical catalogues. */
async function dump(db: Db): Promise<Record<string, string>> {
  const tables = {
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    goods: await db.select().from(goods).orderBy(asc(goods.id)),
    skus: await db.select().from(skus).orderBy(asc(skus.id)),
    promotionRules: await db.select().from(promotionRules).orderBy(asc(promotionRules.id)),
    goodsDocuments: await db.select().from(goodsDocuments).orderBy(asc(goodsDocuments.id)),
    banners: await db.select().from(banners).orderBy(asc(banners.id)),
    hotSearches: await db.select().from(hotSearches).orderBy(asc(hotSearches.id)),
    countries: await db.select().from(countries).orderBy(asc(countries.code)),
    sysDicts: await db.select().from(sysDicts).orderBy(asc(sysDicts.id)),
    articles: await db.select().from(articles).orderBy(asc(articles.id)),
    galleryImages: await db.select().from(galleryImages).orderBy(asc(galleryImages.id)),
  };
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, JSON.stringify(rows)]));
}

let first: TestDatabase;
let second: TestDatabase;

before(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await seedCatalogue(first.db, { goods: GOODS });
  await seedCatalogue(second.db, { goods: GOODS });
});

after(async () => {
  await Promise.all([first?.dispose(), second?.dispose()]);
});

describe('demo catalogue', () => {
  test('is deterministic: two fresh databases get identical rows', async () => {
    const [a, b] = await Promise.all([dump(first.db), dump(second.db)]);
    for (const table of Object.keys(a)) assert.equal(a[table], b[table], `${table} differs between two seeds`);
    const rows = await first.db.select({ itemno: goods.itemno, titleEn: goods.titleEn }).from(goods).orderBy(asc(goods.id)).limit(3);
    assert.equal(rows.length, 3);
  });

  test('has every category code docs/product.md names', async () => {
    const ids = new Set((await first.db.select({ id: categories.id }).from(categories)).map((row) => row.id));
    const required = [
      'CP',
      'CP001',
      'CP002',
      'CP002001',
      'CP003',
      'CP009',
      'CP014',
      'CP001015001020',
      'CP001015001381',
      'CP001015001164',
      'CP001015001165',
      'FW',
      'FW001',
      'FW002',
      'TJ',
      'TJ430',
      'XB',
      'XXPT',
      'CS',
      'CS0112',
      'TK',
      'TK003',
      'HDCX',
      'XWZX',
      'catalog',
    ];
    for (const code of required) assert.ok(ids.has(code), `category ${code} exists`);
    const [primary] = await first.db.select().from(categories).where(eq(categories.id, 'CP002001'));
    assert.equal(primary?.tableType, 3);
    assert.equal(primary?.limitNum, 50);
    const consumables = await first.db.select().from(categories).where(eq(categories.pid, 'CP')).orderBy(asc(categories.sort));
    assert.equal(consumables[0]?.id, 'CP001015001020', 'consumables sort first under Products');
  });

  test('files each goods item under a category path from a root down to its category', async () => {
    const tree = new Map((await first.db.select().from(categories)).map((row) => [row.id, row]));
    const items = await first.db.select().from(goods);
    assert.equal(items.length, GOODS);
    for (const item of items) {
      const category = tree.get(item.categoryId);
      assert.ok(category, `${item.itemno}: category ${item.categoryId} exists`);
      assert.equal(item.categoryPath.at(-1), item.categoryId);
      assert.equal(tree.get(item.categoryPath[0] ?? '')?.level, 1, `${item.itemno} path starts at a root`);
      assert.deepEqual(item.categoryPath, [...category.ancestors, category.id]);
      assert.ok(['CP', 'FW', 'CS', 'XB'].includes(item.categoryPath[0] ?? ''), `${item.itemno} is a product, service, trial or cell line`);
    }
    const antibodies = items.filter((item) => item.categoryPath.includes('CP002')).length;
    assert.ok(antibodies > GOODS / 3, 'antibodies are the largest share');
    assert.ok(
      items.some((item) => item.goodsType === 2 && item.categoryPath[0] === 'FW'),
      'services are goodsType 2',
    );
  });

  test('gives unique Cat. Nos. and at least one priced SKU per goods item', async () => {
    const items = await first.db.select({ id: goods.id, itemno: goods.itemno }).from(goods);
    assert.equal(new Set(items.map((item) => item.itemno)).size, items.length);
    const perGoods = new Map<number, number>();
    for (const sku of await first.db.select().from(skus)) {
      assert.ok(sku.skuPrice > 0 && Number.isInteger(Math.round(sku.skuPrice * 100)), `price ${sku.skuPrice}`);
      perGoods.set(sku.goodsId, (perGoods.get(sku.goodsId) ?? 0) + 1);
    }
    for (const item of items) {
      const n = perGoods.get(item.id) ?? 0;
      assert.ok(n >= 1 && n <= 4, `${item.itemno} has ${n} SKUs`);
    }
  });

  test('covers the four promotion types, stock states, off-shelf items and bound groups', async () => {
    const rules = await first.db.select().from(promotionRules);
    assert.deepEqual([...new Set(rules.map((rule) => rule.ruleType))].sort(), [1000, 2000, 3000, 4000]);
    for (const rule of rules) assert.ok(rule.validEnd && rule.validEnd.getUTCFullYear() >= 2030, 'promotions stay live');
    const items = await first.db.select().from(goods);
    assert.ok(
      items.some((item) => !item.onShelfFlag),
      'an off-shelf item',
    );
    for (const status of [0, -1, -2])
      assert.ok(
        items.some((item) => item.inventoryStatus === status),
        `inventoryStatus ${status}`,
      );
    const groups = new Map<string, number>();
    for (const item of items) if (item.bindId) groups.set(item.bindId, (groups.get(item.bindId) ?? 0) + 1);
    assert.ok(groups.size > 0, 'bound groups exist');
    for (const [bindId, members] of groups) assert.ok(members >= 2 && members <= 3, `${bindId} has ${members} members`);
  });

  test('offers each name + specification + size under one Cat. No. only, at one price', async () => {
    const items = new Map((await first.db.select().from(goods)).map((item) => [item.id, item]));
    const seen = new Map<string, string>();
    for (const sku of await first.db.select().from(skus)) {
      const item = items.get(sku.goodsId);
      assert.ok(item, `SKU ${sku.id} has its goods item`);
      const key = [item.titleEn, item.secondTitleEn ?? '', sku.skuDescEn].join(' | ').toLowerCase();
      const earlier = seen.get(key);
      assert.equal(earlier, undefined, `"${key}" is offered as ${earlier} and ${item.itemno}`);
      seen.set(key, item.itemno);
    }
  });

  test('gives every item still sold a lead time and none to items no longer sold', async () => {
    const items = await first.db.select().from(goods);
    for (const item of items) {
      const sold = ![-1, -2, -4].includes(item.inventoryStatus);
      if (!sold) {
        assert.equal(item.leadTimeMinDays, null, `${item.itemno} is not sold`);
        continue;
      }
      assert.ok(item.leadTimeMinDays !== null && item.leadTimeMaxDays !== null, `${item.itemno} has a lead time`);
      assert.ok(
        item.leadTimeMinDays >= 1 && item.leadTimeMinDays <= item.leadTimeMaxDays,
        `${item.itemno}: ${item.leadTimeMinDays}–${item.leadTimeMaxDays} days`,
      );
    }
  });

  test('uses dictionary codes for antibody and medium filters', async () => {
    const dict = await first.db.select().from(sysDicts);
    const codes = (type: string) => new Set(dict.filter((row) => row.dictType === type).map((row) => row.dictCode));
    const [species, applications, areas, mediumType, mediumForm, mediumAdditive] = [
      'species',
      'applications',
      'areas',
      'mediumType',
      'mediumForm',
      'mediumAdditive',
    ].map(codes);
    const items = await first.db.select().from(goods);
    const check = (values: readonly string[], known: Set<string> | undefined, what: string) => {
      for (const value of values) assert.ok(known?.has(value), `${what} ${value} is a dictionary code`);
    };
    for (const item of items) {
      check(item.speciesCodes, species, 'species');
      check(item.applicationCodes, applications, 'application');
      check(item.areaCodes, areas, 'area');
      check(item.mediumType ? [item.mediumType] : [], mediumType, 'medium type');
      check(item.mediumForms, mediumForm, 'medium form');
      check(item.mediumAdditives, mediumAdditive, 'medium additive');
    }
    assert.ok(items.some((item) => item.categoryId === 'CP001015001165' && item.mediumType && item.mediumForms.length > 0));
    assert.ok(items.some((item) => item.applicationCodes.length > 0 && item.areaCodes.length > 0));
  });

  test('lists countries with Chinese names, pinyin and the hot ones first', async () => {
    const rows = await first.db.select().from(countries).orderBy(asc(countries.sort));
    assert.ok(rows.length >= 240);
    const china = rows.find((row) => row.code === 'CN');
    assert.equal(china?.cnName, '中国');
    assert.equal(china?.cnSpell, 'zhongguo');
    assert.equal(china?.hot, true);
    assert.equal(rows[0]?.code, 'CN');
    assert.ok(rows.slice(0, 11).every((row) => row.hot));
    assert.ok(rows.slice(11).every((row) => !row.hot));
  });

  test('writes content: banners, 20+ hot searches, safe article HTML and gallery images', async () => {
    const bannerRows = await first.db.select().from(banners);
    assert.ok(bannerRows.filter((row) => row.bannerType === 1).length >= 4);
    assert.ok(bannerRows.some((row) => row.bannerType === 2 && row.video?.p.url.endsWith('.mp4')));
    const hot = await first.db.select().from(hotSearches).where(eq(hotSearches.onShelfFlag, true));
    assert.ok(hot.length >= 20);
    const articleRows = await first.db.select().from(articles);
    for (const code of ['XWZX', 'HDCX', 'catalog', 'TJ430']) {
      assert.ok(articleRows.filter((row) => row.categoryId === code).length >= 5, `articles under ${code}`);
    }
    for (const row of articleRows) {
      for (const html of [row.contentEn, row.contentZh]) {
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]);
        assert.ok(
          tags.every((tag) => ['h3', 'p', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a'].includes(tag ?? '')),
          row.titleEn,
        );
      }
    }
    const gallery = await first.db.select().from(galleryImages);
    const perCategory = new Map<string, number>();
    for (const image of gallery) perCategory.set(image.categoryId, (perCategory.get(image.categoryId) ?? 0) + 1);
    assert.ok((perCategory.get('TK003') ?? 0) >= 6);
    for (const [code, n] of perCategory) assert.ok(n >= 6 && n <= 12, `${code} has ${n} images`);
  });
});

describe('seedIfEmpty and clearCatalogue', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase();
  });
  after(async () => {
    await database?.dispose();
  });

  test('seeds a fresh database once, and again only after a clear', async () => {
    assert.equal(await seedIfEmpty(database.db, { goods: 50 }), true);
    assert.equal(await seedIfEmpty(database.db, { goods: 50 }), false);
    const [run] = await database.db.select().from(seedRuns).where(eq(seedRuns.name, 'demo'));
    assert.equal(run?.goodsCount, 50);
    const before = await dump(database.db);

    await clearCatalogue(database.db);
    const [left] = await database.db.select({ n: count() }).from(goods);
    assert.equal(Number(left?.n), 0);
    assert.equal(await seedIfEmpty(database.db, { goods: 50 }), true);
    assert.deepEqual(await dump(database.db), before, 're-seeding after a clear gives the same rows and ids');
  });

  test('refuses a goods count outside 0..1,000,000', async () => {
    await assert.rejects(seedCatalogue(database.db, { goods: -1 }), /whole number/);
    await assert.rejects(seedCatalogue(database.db, { goods: 1.5 }), /whole number/);
  });
});
