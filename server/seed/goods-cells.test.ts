import { test } from 'node:test';
import assert from 'node:assert/strict';
import { categoryCodes } from './categories';
import { generateGoods } from './goods';
import { vocabulary } from './vocabulary';

test('the default catalogue (3,000 goods) lists on-shelf products under every cell line of the cell bank', () => {
  const perLine = new Map<string, string[]>();
  const cellBank = new Set(Object.values(categoryCodes.cellBank));
  for (const batch of generateGoods(3000)) {
    for (const item of batch.goods) {
      assert.equal(item.categoryPath[0] === 'XB', cellBank.has(item.categoryId), `${item.itemno} is filed under a cell line's node`);
      if (!cellBank.has(item.categoryId) || item.onShelfFlag === false) continue;
      perLine.set(item.categoryId, [...(perLine.get(item.categoryId) ?? []), item.titleEn]);
    }
  }
  for (const line of vocabulary.cellLines) {
    const titles = perLine.get(categoryCodes.cellBank[line.name] ?? '') ?? [];
    assert.ok(titles.length > 0, `${line.name} has on-shelf goods`);
    for (const title of titles) assert.ok(title.startsWith(line.name), `${title} belongs to ${line.name}`);
  }
  const titles = [...perLine.values()].flat();
  assert.equal(new Set(titles).size, titles.length, 'no cell-bank goods item repeats another');
});
