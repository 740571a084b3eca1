import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importGoods } from '../import/goods-import';
import type { SourceRecord } from '../import/import-source';
import { seededApp } from '../testing/seeded-app';
import { finderIndex, finderIndexHolding } from './facets-cache';

const seeded = seededApp(40);

async function* records(...values: object[]): AsyncGenerator<SourceRecord> {
  for (const [index, value] of values.entries()) yield { row: index + 1, value };
}

test('an index missing goods a caller has seen is read again once; goods it still lacks cause no further reads', async () => {
  const before = await finderIndex(seeded.db);
  // Written by another process, as an import is: this process's index is not told.
  const outcome = await importGoods(
    seeded.db,
    records(
      { itemno: 'FIC-1', titleEn: 'Finder Cache Antibody', titleZh: '查找缓存抗体', category: 'CP002001001', onShelf: 'yes', skus: '100 µL|1680' },
      { itemno: 'FIC-2', titleEn: 'Finder Cache Kit', titleZh: '查找缓存试剂盒', category: 'CP002001001', onShelf: 'no', skus: '1 kit|900' },
    ),
  );
  assert.deepEqual(outcome.refused, []);
  const [onShelf, offShelf] = outcome.changedGoodsIds;
  assert.ok(onShelf !== undefined && offShelf !== undefined);
  assert.equal(await finderIndex(seeded.db), before, 'a check waits a minute');
  const reread = await finderIndexHolding(seeded.db, [onShelf, offShelf]);
  assert.notEqual(reread, before);
  assert.ok(reread.ids.includes(onShelf));
  assert.ok(!reread.ids.includes(offShelf), 'off the shelf goods are not offered');
  assert.equal(await finderIndexHolding(seeded.db, [offShelf]), reread, 'a goods item the latest read lacked too causes no read');
});
