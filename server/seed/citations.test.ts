import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { citationCountFor, citationsFor, MAX_CITATIONS, type CitedGoods } from './citations';
import { createRandom } from './random';

const antibody: CitedGoods = { id: 7, symbol: 'TP53', applicationCodes: ['WB', 'IHC-P'], speciesCodes: ['human', 'mouse'], areaCodes: ['cancer'] };

describe('demo citations', () => {
  test('are the same for the same goods item, newest first, with distinct PubMed-style ids', () => {
    const rows = citationsFor(antibody, 25);
    assert.deepEqual(citationsFor(antibody, 25), rows);
    assert.equal(new Set(rows.map((row) => row.pmid)).size, 25);
    assert.ok(rows.every((row) => /^\d{8}$/.test(row.pmid)));
    const years = rows.map((row) => row.year);
    assert.deepEqual(
      years,
      [...years].sort((a, b) => b - a),
    );
  });

  test("use the item's own applications, species and target", () => {
    const rows = citationsFor(antibody, 30);
    assert.ok(rows.every((row) => antibody.applicationCodes.includes(row.applicationCode)));
    assert.ok(rows.every((row) => antibody.speciesCodes.includes(row.speciesCode)));
    assert.ok(rows.some((row) => row.title.includes('TP53')));
  });

  test('counts run from 1 to MAX_CITATIONS, most of them small', () => {
    const counts = Array.from({ length: 2000 }, (_, i) => citationCountFor(createRandom(`count:${i}`)));
    assert.ok(Math.min(...counts) >= 1 && Math.max(...counts) <= MAX_CITATIONS);
    assert.ok(counts.filter((n) => n <= 10).length > counts.length / 2);
    assert.ok(counts.some((n) => n >= 30));
  });
});
