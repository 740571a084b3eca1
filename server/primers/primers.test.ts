import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededApp } from '../testing/seeded-app';
import type { Primer } from '../../contract/coa';
import { PRIMER_PAGE_SIZE } from '../../contract/coa-limits';
import { primerPairs } from '../seed/primer-pairs';
import { isPrimerSequence, meltingTemperature } from '../seed/primer-tm';
import type { ListPage } from '../../contract/envelope';

const seeded = seededApp(300);
const { call } = seeded;

/** Share of G and C in per cent, one decimal: the seed's primers are realistic ones (35–70 %). */
function gcContent(sequence: string): number {
  const gc = [...sequence.toUpperCase()].filter((base) => base === 'G' || base === 'C').length;
  return Math.round((gc / sequence.length) * 1000) / 10;
}

type PrimerPage = ListPage<Primer>;
const list = async (body: Record<string, unknown>, lang?: string) => {
  const envelope = await call('POST', '/online/toPrimer/list', { body, lang });
  assert.equal(envelope.code, 0, envelope.msg);
  return envelope.page as unknown as PrimerPage;
};

describe('primer library', () => {
  test('pages through every pair, 20 a page by default', async () => {
    const first = await list({});
    assert.equal(first.totalCount, primerPairs.length);
    assert.equal(first.list.length, PRIMER_PAGE_SIZE);
    const last = await list({ page: first.totalPage });
    assert.equal(last.list.length, primerPairs.length - PRIMER_PAGE_SIZE * (first.totalPage - 1));
    assert.equal((await list({ page: first.totalPage + 1 })).list.length, 0);
  });

  test('keyword over symbol, name in either language and accession; species filter', async () => {
    const gapdh = await list({ keyword: 'gapdh' });
    assert.deepEqual([...new Set(gapdh.list.map((p) => p.species))].sort(), ['human', 'mouse', 'rat']);
    assert.ok(gapdh.list.every((p) => p.gene.toUpperCase() === 'GAPDH'));
    const human = await list({ keyword: 'GAPDH', species: 'human' });
    assert.ok(human.totalCount >= 1 && human.list.every((p) => p.species === 'human'));
    assert.equal(
      (await list({ keyword: 'tumour necrosis' })).list
        .map((p) => p.gene)
        .sort()
        .join(),
      'TNF,Tnf',
    );
    assert.equal((await list({ keyword: '肌动蛋白' }, 'zh')).list[0]?.geneName, 'β-肌动蛋白');
    assert.equal((await list({ keyword: 'NM_000546' })).list[0]?.gene, 'TP53');
    assert.equal((await list({ keyword: '100%_' })).totalCount, 0);
    assert.equal((await list({ keyword: 'nothing-like-this' })).totalCount, 0);
  });

  test('bad input answers 400 naming the field', async () => {
    for (const [body, field] of [
      [{ species: 'dog' }, 'species'],
      [{ page: 0 }, 'page'],
      [{ limit: 101 }, 'limit'],
      [{ keyword: 'x'.repeat(51) }, 'keyword'],
    ] as const) {
      const envelope = await call('POST', '/online/toPrimer/list', { body });
      assert.equal(envelope.code, 400);
      assert.match(envelope.msg, new RegExp(`^${field}: `));
    }
  });

  test('pairs are real primers: A/C/G/T, 18–25 bases, Tm within 5 °C of each other; links go to on-shelf goods', async () => {
    const all = (await list({ limit: 100 })).list;
    for (const p of all) {
      for (const seq of [p.forward, p.reverse]) {
        assert.ok(isPrimerSequence(seq) && seq.length >= 18 && seq.length <= 25, seq);
        assert.ok(gcContent(seq) >= 35 && gcContent(seq) <= 70, `${seq} GC`);
      }
      assert.ok(Math.abs(p.forwardTm - p.reverseTm) <= 5, `${p.gene} Tm`);
      assert.ok(p.ampliconLength >= 60 && p.ampliconLength <= 300);
      assert.equal(p.goodsId === null, p.goodsItemno === null);
    }
  });

  test('Tm by nearest neighbours: longer and GC-richer primers melt higher', () => {
    assert.equal(meltingTemperature('GGAGCGAGATCCCTCCAAAAT'), meltingTemperature('ggagcgagatccctccaaaat'));
    assert.ok(meltingTemperature('GCGCGGCCGCGCGGCC') > meltingTemperature('ATATTAATATATTAAT') + 20);
    assert.ok(meltingTemperature('GGAGCGAGATCCCTCCAAAATG') > meltingTemperature('GGAGCGAGATCCCTCCAAAAT'));
    assert.throws(() => meltingTemperature('ACGN'), /not a primer/);
  });
});
