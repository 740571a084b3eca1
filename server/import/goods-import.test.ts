import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import type { GoodsPage } from '../../contract/goods-page';
import { goods, skus } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { importGoods, type ImportOutcome } from './goods-import';
import { reindexChangedGoods, revalidateStorefronts } from './import-effects';
import { formatOf, readImport } from './import-source';

const seeded = seededApp(120);
let folder = '';
let fileCount = 0;

before(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'labshop-import-'));
});
after(async () => {
  await rm(folder, { recursive: true, force: true });
});

const HEADER = 'itemno,titleEn,titleZh,harmonyTitle,category,inventoryStatus,leadTimeMinDays,leadTimeMaxDays,onShelf,badges,skus';

async function importText(name: string, text: string, options: { dryRun?: boolean } = {}): Promise<ImportOutcome> {
  fileCount += 1;
  const file = path.join(folder, `${fileCount}-${name}`);
  await writeFile(file, text);
  const outcome = await importGoods(seeded.db, readImport(file, formatOf(file)), options);
  await reindexChangedGoods(seeded.db, outcome.changedGoodsIds);
  return outcome;
}

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

async function stored(itemno: string) {
  const [row] = await seeded.db.select().from(goods).where(eq(goods.itemno, itemno));
  return row;
}

async function skusOf(goodsId: number) {
  return seeded.db.select().from(skus).where(eq(skus.goodsId, goodsId)).orderBy(asc(skus.sort));
}

async function searchItemnos(term: string, lang: 'en' | 'zh'): Promise<string[]> {
  const data = await seeded.data<{ list: { itemno: string }[] }>('POST', '/online/togoods/searchGoods', {
    body: { search: term, limit: 50, record: false },
    lang,
  });
  return data.list.map((hit) => hit.itemno);
}

async function facetedItemnos(term: string): Promise<string[]> {
  const data = await seeded.data<{ list: { itemno: string }[] }>('POST', '/online/togoods/searchGoods', {
    body: { search: term, limit: 50, record: false, facets: 1 },
    lang: 'en',
  });
  return data.list.map((hit) => hit.itemno);
}

function refusalOf(outcome: ImportOutcome, row: number) {
  return outcome.refused.find((entry) => entry.row === row);
}

describe('goods import', () => {
  test('CSV rows become goods with their SKUs, searchable in English and Chinese', async () => {
    const outcome = await importText(
      'new.csv',
      csv(
        'IMP-1001,Zorblatt Kinase Antibody,佐布拉特激酶抗体,ZORB1,CP002001001,1,2,3,yes,Recommend|Hot,100 µL|100 微升|1680;50 µL|980',
        'IMP-1002,Quillfeather Assay Kit,羽笔检测试剂盒,,FW001004,0,,,no,,Per sample|每样本|150',
      ),
    );
    assert.deepEqual(
      { read: outcome.read, inserted: outcome.inserted, updated: outcome.updated, refused: outcome.refused },
      { read: 2, inserted: 2, updated: 0, refused: [] },
    );
    const antibody = await stored('IMP-1001');
    assert.ok(antibody);
    assert.equal(antibody.titleZh, '佐布拉特激酶抗体');
    assert.deepEqual(antibody.categoryPath, ['CP', 'CP002', 'CP002001', 'CP002001001']);
    assert.deepEqual(antibody.goodsIdentity, ['Recommend', 'Hot']);
    assert.equal(antibody.goodsType, 1);
    assert.deepEqual(
      (await skusOf(antibody.id)).map((sku) => [sku.skuDescEn, sku.skuDescZh, sku.skuPrice]),
      [
        ['100 µL', '100 微升', 1680],
        ['50 µL', '50 µL', 980],
      ],
    );
    const service = await stored('IMP-1002');
    assert.equal(service?.goodsType, 2, 'goods under FW are services');
    assert.equal(service?.onShelfFlag, false);
    assert.deepEqual(outcome.changedGoodsIds.sort(), [antibody.id, service?.id].sort());
    assert.ok(outcome.changedCategories.includes('CP002001001') && outcome.changedCategories.includes('FW'));
    assert.ok((await searchItemnos('Zorblatt', 'en')).includes('IMP-1001'));
    assert.ok((await searchItemnos('佐布拉特', 'zh')).includes('IMP-1001'));
  });

  test('goods imported after the results were last faceted are in the faceted results at once', async () => {
    // The results page asks with facets, answered from the finder index read before the import.
    assert.ok((await facetedItemnos('antibody')).length > 0);
    await importText('late.csv', csv('IMP-1003,Vellichor Receptor Antibody,维利科受体抗体,,CP002001001,1,,,yes,,100 µL|1680'));
    assert.deepEqual(await facetedItemnos('Vellichor'), ['IMP-1003']);
    assert.deepEqual(await facetedItemnos('IMP-1003'), ['IMP-1003']);
  });

  test('an update by Cat. No. sets what the row names and keeps the rest, SKU ids included', async () => {
    await importText(
      'base.csv',
      csv('IMP-2001,Marrowind Lysis Buffer,骨髓风裂解缓冲液,,CP002005,1,1,5,yes,Promotion,100 mL|100 毫升|300;500 mL|500 毫升|1100'),
    );
    const before = await stored('IMP-2001');
    assert.ok(before);
    const skusBefore = await skusOf(before.id);
    const outcome = await importText(
      'update.json',
      JSON.stringify([
        {
          itemno: 'IMP-2001',
          inventoryStatus: -3,
          skus: [
            { en: '100 mL', zh: '100 毫升', price: 320 },
            { en: '1 L', price: 1900 },
          ],
        },
      ]),
    );
    assert.equal(outcome.updated, 1);
    assert.equal(outcome.inserted, 0);
    const after = await stored('IMP-2001');
    assert.equal(after?.inventoryStatus, -3);
    assert.equal(after?.titleEn, 'Marrowind Lysis Buffer');
    assert.equal(after?.titleZh, '骨髓风裂解缓冲液');
    assert.deepEqual(after?.goodsIdentity, ['Promotion']);
    assert.equal(after?.leadTimeMaxDays, 5);
    const skusAfter = await skusOf(before.id);
    assert.deepEqual(
      skusAfter.map((sku) => [sku.skuDescEn, sku.skuPrice]),
      [
        ['100 mL', 320],
        ['1 L', 1900],
      ],
    );
    assert.equal(skusAfter[0]?.id, skusBefore[0]?.id, 'a kept specification keeps its SKU id');
  });

  test('each kind of broken row is refused naming its row and field, and the good rows still go in', async () => {
    const outcome = await importText(
      'broken.csv',
      csv(
        'IMP-3001,Fine Row,好的行,,CP002005,1,,,yes,,1 mL|10',
        'bad itemno,Title,标题,,CP002005,1,,,yes,,1 mL|10',
        'IMP-3003,Title,标题,,NOPE999,1,,,yes,,1 mL|10',
        'IMP-3004,Title,标题,,CP002005,7,,,yes,,1 mL|10',
        'IMP-3005,Title,标题,,CP002005,1,,,maybe,,1 mL|10',
        'IMP-3006,Title,标题,,CP002005,1,,,yes,,1 mL|-5',
        'IMP-3007,Title,标题,,CP002005,1,,,yes,,1 mL|abc',
        'IMP-3008,Title,标题,,CP002005,1,9,2,yes,,1 mL|10',
        'IMP-3009,,,,,,,,,,',
        'IMP-3010,Title,标题,,CP002005,1,,,yes,,1 mL|10;1 mL|20',
        'IMP-3011,Title,标题,,CP002005,1,400,,yes,,1 mL|10.555',
      ),
    );
    assert.equal(outcome.inserted, 1);
    const expected: [row: number, field: string][] = [
      [2, 'itemno'],
      [3, 'category'],
      [4, 'inventoryStatus'],
      [5, 'onShelf'],
      [6, 'skus[1].price'],
      [7, 'skus[1].price'],
      [8, 'leadTimeMaxDays'],
      [9, 'titleEn'],
      [10, 'skus'],
      [11, 'leadTimeMinDays'],
    ];
    assert.deepEqual(
      outcome.refused.map((entry) => entry.row),
      expected.map(([row]) => row),
    );
    for (const [row, field] of expected) {
      const entry = refusalOf(outcome, row);
      assert.ok(
        entry?.issues.some((issue) => issue.field === field && issue.reason.length > 0),
        `row ${row} names ${field}: ${JSON.stringify(entry)}`,
      );
    }
    assert.equal(refusalOf(outcome, 3)?.itemno, 'IMP-3003');
    assert.deepEqual(
      refusalOf(outcome, 9)?.issues.map((issue) => issue.field),
      ['titleEn', 'titleZh', 'category', 'skus'],
    );
    assert.ok(refusalOf(outcome, 11)?.issues.some((issue) => issue.field === 'skus[1].price'));
    const written = await seeded.db
      .select({ itemno: goods.itemno })
      .from(goods)
      .where(inArray(goods.itemno, ['IMP-3001', 'IMP-3003', 'IMP-3004', 'IMP-3009']));
    assert.deepEqual(
      written.map((row) => row.itemno),
      ['IMP-3001'],
    );
  });

  test('a broken row for a stored Cat. No. leaves the stored goods item as it was', async () => {
    const [victim] = await seeded.db.select().from(goods).orderBy(asc(goods.id)).limit(1);
    assert.ok(victim);
    const skusBefore = await skusOf(victim.id);
    const outcome = await importText('harm.csv', csv(`${victim.itemno},New Title,新标题,,CP002005,1,,,yes,,1 mL|0`));
    assert.equal(outcome.refused[0]?.issues[0]?.field, 'skus[1].price');
    assert.deepEqual(await stored(victim.itemno), victim);
    assert.deepEqual(await skusOf(victim.id), skusBefore);
  });

  test('a Cat. No. twice in the file refuses every row of it', async () => {
    const outcome = await importText(
      'twice.jsonl',
      [
        JSON.stringify({ itemno: 'IMP-4001', titleEn: 'One', titleZh: '一', category: 'CP002005', skus: '1 mL|10' }),
        JSON.stringify({ itemno: 'IMP-4002', titleEn: 'Two', titleZh: '二', category: 'CP002005', skus: '1 mL|10' }),
        JSON.stringify({ itemno: 'IMP-4001', titleEn: 'Again', titleZh: '又', category: 'CP002005', skus: '1 mL|10' }),
        '{"itemno": "IMP-4003", broken json',
        JSON.stringify({ itemno: 'IMP-4004', titleEn: 'Four', titleZh: '四', category: 'CP002005', skus: '1 mL|10', prise: 3 }),
      ].join('\n'),
    );
    assert.equal(outcome.inserted, 1);
    assert.deepEqual(
      outcome.refused.map((entry) => [entry.row, entry.issues[0]?.field]),
      [
        [1, 'itemno'],
        [3, 'itemno'],
        [4, 'row'],
        [5, 'prise'],
      ],
    );
    assert.match(outcome.refused[0]?.issues[0]?.reason ?? '', /rows 1, 3/);
    assert.equal(await stored('IMP-4001'), undefined);
  });

  test('a dry run counts and refuses as the import would, and writes nothing', async () => {
    const [known] = await seeded.db.select().from(goods).orderBy(asc(goods.id)).limit(1);
    assert.ok(known);
    const outcome = await importText(
      'dry.csv',
      csv('IMP-5001,Dry Run Item,试运行,,CP002005,1,,,yes,,1 mL|10', `${known.itemno},Changed Title,改了,,,,,,,,`, 'IMP-5002,,,,,,,,,,'),
      { dryRun: true },
    );
    assert.deepEqual([outcome.inserted, outcome.updated, outcome.refused.map((entry) => entry.row)], [1, 1, [3]]);
    assert.deepEqual(outcome.changedGoodsIds, []);
    assert.equal(await stored('IMP-5001'), undefined);
    assert.equal((await stored(known.itemno))?.titleEn, known.titleEn);
  });

  test("an antibody's RRID goes in with or without its prefix, reaches its goods page, and an empty cell keeps it", async () => {
    const outcome = await importText(
      'rrid.csv',
      [
        'itemno,titleEn,titleZh,category,rrid,skus',
        'IMP-7001,Yarrowmere Antibody,蓍草湖抗体,CP002001001,RRID:AB_1234567,100 µL|100 微升|1680',
        'IMP-7002,Fennick Antibody,芬尼克抗体,CP002001001,,100 µL|100 微升|1680',
        'IMP-7003,Gorsebrook Antibody,荆豆溪抗体,CP002001001,CVCL_0030,100 µL|100 微升|1680',
      ].join('\n') + '\n',
    );
    assert.deepEqual(
      [outcome.inserted, outcome.refused.map((entry) => [entry.row, entry.itemno, entry.issues])],
      [2, [[3, 'IMP-7003', [{ field: 'rrid', reason: "must be an antibody RRID such as 'RRID:AB_' followed by digits" }]]]],
    );
    const antibody = await stored('IMP-7001');
    assert.equal(antibody?.rrid, 'AB_1234567', 'stored without its prefix');
    assert.equal((await stored('IMP-7002'))?.rrid, null);
    for (const lang of ['en', 'zh'] as const) {
      const answer: GoodsPage = await seeded.data<GoodsPage>('POST', '/online/togoods/goodsPage', { body: { goodsId: antibody?.id }, lang });
      assert.equal(answer.detail.rrid, 'AB_1234567');
    }

    await importText(
      'rrid-kept.json',
      JSON.stringify([
        { itemno: 'IMP-7001', inventoryStatus: 0, rrid: '' },
        { itemno: 'IMP-7002', rrid: 'ab_7654321' },
      ]),
    );
    assert.equal((await stored('IMP-7001'))?.rrid, 'AB_1234567', 'an empty cell keeps the stored RRID');
    assert.equal((await stored('IMP-7002'))?.rrid, 'AB_7654321');
  });

  test('a CSV with a column the import does not know is not read at all', async () => {
    const file = path.join(folder, 'unknown-column.csv');
    await writeFile(file, 'itemno,titleEn,prise\nIMP-6001,X,3\n');
    await assert.rejects(importGoods(seeded.db, readImport(file, 'csv')), /unknown column\(s\) 'prise'/);
  });
});

describe('storefront revalidation after an import', () => {
  const received: { port: number; authorization: string | undefined; body: { goodsIds?: number[]; categories?: string[] } }[] = [];
  const servers: Server[] = [];

  before(async () => {
    for (let i = 0; i < 2; i += 1) {
      const server = createServer((request, response) => {
        let text = '';
        request.on('data', (chunk: Buffer) => (text += chunk.toString()));
        request.on('end', () => {
          const address = server.address();
          const body = JSON.parse(text) as { goodsIds?: number[]; categories?: string[] };
          received.push({ port: typeof address === 'object' && address ? address.port : 0, authorization: request.headers.authorization, body });
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ code: 0, msg: 'success', data: { tags: [...(body.goodsIds ?? []), ...(body.categories ?? [])] } }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
    }
  });
  after(() => servers.forEach((server) => server.close()));

  test('every listed storefront is told every changed goods item, 1,000 ids a request, with the bearer secret', async () => {
    const urls = servers.map((server) => {
      const address = server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    const ids = Array.from({ length: 2_345 }, (_, i) => i + 1);
    const results = await revalidateStorefronts({ urls: [...urls, 'http://127.0.0.1:9'], secret: 's3cret' }, ids, ['CP', 'CP002']);
    assert.deepEqual(
      results.slice(0, 2).map((result) => [result.requests, result.tags, result.error]),
      [
        [4, 2_347, undefined],
        [4, 2_347, undefined],
      ],
    );
    assert.ok(results[2]?.error, 'a storefront that cannot be reached is reported, not thrown');
    for (const url of urls) {
      const port = Number(new URL(url).port);
      const bodies = received.filter((entry) => entry.port === port);
      assert.ok(bodies.every((entry) => entry.authorization === 'Bearer s3cret'));
      assert.deepEqual(
        bodies.flatMap((entry) => entry.body.goodsIds ?? []),
        ids,
      );
      assert.ok(bodies.every((entry) => (entry.body.goodsIds?.length ?? 0) <= 1_000));
      assert.deepEqual(
        bodies.flatMap((entry) => entry.body.categories ?? []),
        ['CP', 'CP002'],
      );
    }
  });
});

describe('antibody label columns: host, clonality, conjugate and isotype', () => {
  const LABEL_HEADER = 'itemno,titleEn,titleZh,category,skus,host,clonality,conjugate,isotype';
  const labelCsv = (...rows: string[]) => [LABEL_HEADER, ...rows].join('\n') + '\n';

  test('codes or names in either language become the goods labels, which the finder filters by', async () => {
    const outcome = await importText(
      'labels.csv',
      labelCsv('IMP-5001,Anti-Frobnin Rabbit Polyclonal Antibody,兔抗Frobnin多克隆抗体,CP002001001,100 µL|1280,Rabbit,polyclonal,未标记,igg'),
    );
    assert.deepEqual(outcome.refused, []);
    assert.deepEqual((await stored('IMP-5001'))?.labels, ['rabbit', 'polyclonal', 'unconjugated', 'IgG']);
    const finder = (body: Record<string, string>) => seeded.data<{ list: { itemno: string }[] }>('POST', '/online/togoods/labelsClassifyGoodsList', { body });
    const found = await finder({
      goodsCate: 'CP002001001',
      hosts: 'rabbit',
      clonality: 'polyclonal',
      conjugates: 'unconjugated',
      isotypes: 'IgG',
      limit: '200',
    });
    assert.ok(found.list.some((item) => item.itemno === 'IMP-5001'));
  });

  test("an update replaces the named properties and keeps the goods' other labels", async () => {
    const [antibody] = await seeded.db.select().from(goods).where(eq(goods.itemno, 'AB10001M'));
    assert.deepEqual(antibody?.labels, ['monoclonal', 'mouse', 'IgG1', 'unconjugated'], 'the seeded antibody');
    const outcome = await importText('isotype.json', JSON.stringify([{ itemno: 'AB10001M', isotype: 'IgG2b', conjugate: 'HRP' }]));
    assert.equal(outcome.updated, 1);
    const after = await stored('AB10001M');
    assert.deepEqual(after?.labels, ['monoclonal', 'mouse', 'HRP', 'IgG2b']);
    assert.equal(after?.titleEn, antibody?.titleEn);
    await importText('untouched.json', JSON.stringify([{ itemno: 'AB10001M', inventoryStatus: 0 }]));
    assert.deepEqual((await stored('AB10001M'))?.labels, ['monoclonal', 'mouse', 'HRP', 'IgG2b'], 'a row naming none keeps them');
  });

  test('a value the dictionary does not hold refuses the row, naming the column', async () => {
    const outcome = await importText(
      'bad-labels.csv',
      labelCsv(
        'IMP-5002,Anti-Wibble Llama Antibody,羊驼抗Wibble抗体,CP002001001,100 µL|1280,llama,polyclonal,,IgQ',
        'IMP-5003,Anti-Wobble Mouse Antibody,小鼠抗Wobble抗体,CP002001001,100 µL|1280,mouse,HRP,,',
      ),
    );
    assert.equal(outcome.inserted, 0);
    assert.deepEqual(
      refusalOf(outcome, 1)?.issues.map((issue) => issue.field),
      ['host', 'isotype'],
    );
    assert.match(refusalOf(outcome, 1)?.issues[0]?.reason ?? '', /^'llama' is not a host of the dictionary \(rabbit, mouse, /);
    assert.match(refusalOf(outcome, 2)?.issues[0]?.reason ?? '', /^'HRP' is not a clonality of the dictionary/);
    assert.equal(await stored('IMP-5002'), undefined);
  });
});
