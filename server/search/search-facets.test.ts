import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { inArray } from 'drizzle-orm';
import { goods, promotionRules, skus } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { unitNetPrice } from '../../contract/pricing';
import type { GoodsSearchAnswer, SearchFacets } from '../../contract/search';

const SEARCH = '/online/togoods/searchGoods';
const seeded = seededApp(600);

async function search(body: Record<string, unknown>, lang = 'en'): Promise<GoodsSearchAnswer> {
  const envelope = await seeded.call('POST', SEARCH, { body: { record: 0, ...body }, lang });
  assert.equal(envelope.code, 0, `${SEARCH}: ${envelope.msg}`);
  return envelope.data as GoodsSearchAnswer;
}

/** Each facet option as the request field and code that select it. */
function options(facets: SearchFacets): { field: string; code: string; count: number }[] {
  const plain = (field: string, list: SearchFacets['categories']) => list.map((option) => ({ field, code: option.dictCode, count: option.totalNum }));
  return [
    ...plain('categories', facets.categories),
    ...plain('applications', facets.applications),
    ...plain('species', facets.species),
    ...facets.labels.flatMap((group) => plain('labels', group.options)),
    ...plain('sizes', facets.sizes),
  ];
}

describe('search facets', () => {
  test('every count is the total its option selects, alone and beside another selection', async () => {
    const broad = await search({ search: 'antibody', facets: 1 });
    assert.ok(broad.totalCount > 20, 'a broad term');
    assert.ok(broad.facets, 'facets answered');
    const all = options(broad.facets);
    for (const field of ['categories', 'applications', 'species', 'labels', 'sizes']) {
      assert.ok(
        all.some((option) => option.field === field),
        `${field} offered`,
      );
    }
    assert.deepEqual(
      broad.facets.labels.map((group) => group.dictType).sort(),
      ['clonality', 'conjugate', 'host', 'isotype'],
      'host, clonality, conjugate and isotype from the goods labels',
    );
    for (const { field, code, count } of all) {
      const narrowed = await search({ search: 'antibody', [field]: [code], limit: 1 });
      assert.equal(narrowed.totalCount, count, `${field}=${code}`);
    }
    // A group's counts follow the other groups' selections.
    const host = broad.facets.labels.find((group) => group.dictType === 'host')?.options[0];
    assert.ok(host);
    const withHost = await search({ search: 'antibody', labels: [host.dictCode], facets: 1 });
    assert.equal(withHost.totalCount, host.totalNum);
    for (const option of withHost.facets?.applications ?? []) {
      const both = await search({ search: 'antibody', labels: [host.dictCode], applications: [option.dictCode], limit: 1 });
      assert.equal(both.totalCount, option.totalNum, `host ${host.dictCode} and application ${option.dictCode}`);
    }
    // Within a group any option matches.
    const [first, second] = broad.facets.applications;
    assert.ok(first && second);
    const either = await search({ search: 'antibody', applications: `${first.dictCode},${second.dictCode}`, limit: 1 });
    assert.ok(either.totalCount >= Math.max(first.totalNum, second.totalNum) && either.totalCount <= first.totalNum + second.totalNum);
  });

  test('without facets, filters or an order the answer is the plain search', async () => {
    const plain = await search({ search: 'antibody' });
    const faceted = await search({ search: 'antibody', facets: 1 });
    assert.equal(plain.facets, null);
    assert.equal(faceted.totalCount, plain.totalCount);
    assert.deepEqual(
      faceted.list.map((item) => item.id),
      plain.list.map((item) => item.id),
      'relevance order kept',
    );
  });

  test('names options in the caller language', async () => {
    const zh = await search({ search: 'antibody', facets: 1 }, 'zh');
    assert.ok(zh.facets?.applications.length);
    assert.ok(zh.facets.categories.some((option) => /\p{Script=Han}/u.test(option.dictValue)));
  });

  test('an unknown code selects nothing; a bad sort is refused naming the field', async () => {
    assert.equal((await search({ search: 'antibody', species: ['martian'] })).totalCount, 0);
    const bad = await seeded.call('POST', SEARCH, { body: { search: 'antibody', sort: 'cheapest' } });
    assert.notEqual(bad.code, 0);
    assert.match(bad.msg, /sort/);
  });

  test('pinyin and corrected terms keep working with facets', async () => {
    const corrected = await search({ search: 'antibdy', facets: 1 });
    assert.equal(corrected.correctedSearch, 'antibody');
    assert.ok(corrected.totalCount > 0 && corrected.facets?.categories.length);
  });
});

describe('search sort', () => {
  const limit = 20;

  test('Cat. No.', async () => {
    const { list } = await search({ search: 'antibody', sort: 'itemno', limit });
    const itemnos = list.map((item) => item.itemno);
    assert.deepEqual(
      itemnos,
      [...itemnos].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  test('most cited and newest', async () => {
    const cited = await search({ search: 'antibody', sort: 'citations', limit });
    const newest = await search({ search: 'antibody', sort: 'newest', limit });
    const rows = await seeded.db
      .select({ id: goods.id, citations: goods.citationCount, createdAt: goods.createdAt })
      .from(goods)
      .where(
        inArray(
          goods.id,
          [...cited.list, ...newest.list].map((item) => item.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const citations = cited.list.map((item) => byId.get(item.id)?.citations ?? -1);
    assert.deepEqual(
      citations,
      [...citations].sort((a, b) => b - a),
    );
    const all = await search({ search: 'antibody', limit: 1 });
    assert.equal(cited.totalCount, all.totalCount);
    const times = newest.list.map((item) => byId.get(item.id)?.createdAt.getTime() ?? 0);
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  test('price: the lowest price a SKU sells for now, low to high', async () => {
    const { list } = await search({ search: 'antibody', sort: 'price', limit });
    const ids = list.map((item) => item.id);
    const [skuRows, ruleRows] = await Promise.all([
      seeded.db.select().from(skus).where(inArray(skus.goodsId, ids)),
      seeded.db.select().from(promotionRules).where(inArray(promotionRules.goodsId, ids)),
    ]);
    const now = Date.now();
    const lowest = ids.map((id) =>
      Math.min(
        ...skuRows
          .filter((sku) => sku.goodsId === id)
          .map(
            (sku) =>
              unitNetPrice(
                sku.skuPrice,
                ruleRows.filter((rule) => rule.goodsId === id && (rule.skuId === null || rule.skuId === sku.id)),
                now,
              ).netFen,
          ),
      ),
    );
    assert.deepEqual(
      lowest,
      [...lowest].sort((a, b) => a - b),
    );
  });

  test('a filtered order pages without overlap', async () => {
    const one = await search({ search: 'antibody', sort: 'price', page: 1, limit: 10 });
    const two = await search({ search: 'antibody', sort: 'price', page: 2, limit: 10 });
    const seen = new Set(one.list.map((item) => item.id));
    assert.ok(two.list.every((item) => !seen.has(item.id)));
  });
});
