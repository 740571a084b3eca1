import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { desc, gt } from 'drizzle-orm';
import { goods } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import type { CitationPage } from '../../contract/citations';
import type { GoodsSummary } from '../../contract/goods';
import { MAX_CITATIONS } from '../seed/citations';
import { citationPage } from './citations';

const seeded = seededApp(500);
const { call, data } = seeded;

const citations = (body: Record<string, unknown>, lang?: string) => data<CitationPage>('POST', '/online/togoods/citations', { body, lang });
const finder = (body: Record<string, unknown>) =>
  data<{ list: GoodsSummary[]; totalCount: number }>('POST', '/online/togoods/labelsClassifyGoodsList', { body });

async function mostCited() {
  const [row] = await seeded.db
    .select({ id: goods.id, n: goods.citationCount, codes: goods.applicationCodes })
    .from(goods)
    .orderBy(desc(goods.citationCount))
    .limit(1);
  assert.ok(row && row.n > 1, 'the demo catalogue cites some goods');
  return row;
}

describe('citations of a goods item', () => {
  test('lists the citations, newest first, with the count the goods item carries', async () => {
    const item = await mostCited();
    const page = await citations({ goodsId: item.id, limit: 50 });
    assert.equal(page.citationCount, item.n);
    assert.equal(page.totalCount, item.n);
    assert.equal(page.list.length, Math.min(item.n, 50));
    assert.ok(item.n <= MAX_CITATIONS);
    const years = page.list.map((citation) => citation.year);
    assert.deepEqual(
      years,
      [...years].sort((a, b) => b - a),
      'newest first',
    );
    for (const citation of page.list) {
      assert.match(citation.pmid, /^\d{8}$/);
      assert.ok(citation.authors && citation.title && citation.journal);
      assert.ok(item.codes.includes(citation.application.code), `${citation.application.code} is one of the item's applications`);
    }
    assert.equal(
      page.applications.reduce((sum, each) => sum + each.count, 0),
      item.n,
      'the application counts add up to all citations',
    );
  });

  test('filters by application and pages', async () => {
    const item = await mostCited();
    const all = await citations({ goodsId: item.id, limit: 50 });
    const [first] = all.applications;
    assert.ok(first);
    const filtered = await citations({ goodsId: item.id, application: first.code, limit: 50 });
    assert.equal(filtered.totalCount, first.count);
    assert.equal(filtered.citationCount, item.n);
    assert.ok(filtered.list.every((citation) => citation.application.code === first.code));
    const second = await citations({ goodsId: item.id, page: 2, limit: 1 });
    assert.equal(second.list[0]?.id, all.list[1]?.id, 'page 2 of 1 is the second citation');
  });

  test("names applications and species in the caller's language", async () => {
    const item = await mostCited();
    const [en, zh] = await Promise.all([citations({ goodsId: item.id }), citations({ goodsId: item.id }, 'zh')]);
    assert.notEqual(en.applications[0]?.name, zh.applications[0]?.name);
    assert.notEqual(en.list[0]?.species.name, zh.list[0]?.species.name);
  });

  test('an item without citations answers an empty list; unknown goods and bad fields are refused', async () => {
    const [uncited] = await seeded.db.select({ id: goods.id }).from(goods).where(gt(goods.id, 0)).orderBy(goods.citationCount).limit(1);
    assert.ok(uncited);
    const page = await citations({ goodsId: uncited.id });
    assert.deepEqual({ list: page.list, totalCount: page.totalCount, applications: page.applications }, { list: [], totalCount: 0, applications: [] });
    const unknown = await call('POST', '/online/togoods/citations', { body: { goodsId: 999_999 } });
    assert.deepEqual([unknown.code, unknown.msg], [3, 'goodsId: no goods 999999']);
    // The service says so itself (null), for any caller.
    assert.equal(await citationPage(seeded.db, { goodsId: 999_999, page: 1, limit: 10 }, 'en'), null);
    const bad = await call('POST', '/online/togoods/citations', { body: { goodsId: 1, application: 'W B;' } });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^application: /);
    assert.match((await call('POST', '/online/togoods/citations', { body: { goodsId: 1, limit: 500 } })).msg, /^limit: /);
  });
});

describe('antibody finder: citations', () => {
  test('orders most cited first, ties in Cat. No. order', async () => {
    const page = await finder({ orderBy: 'citations', limit: 50 });
    const counts = page.list.map((item) => item.citationCount);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    );
    assert.ok((counts[0] ?? 0) > 0);
    const plain = await finder({ limit: 50 });
    assert.equal(page.totalCount, plain.totalCount, 'an order does not filter');
  });

  test('citedMin keeps goods cited at least that often, and counts agree with the list', async () => {
    const cited = await finder({ citedMin: 1, limit: 200 });
    const often = await finder({ citedMin: 10, limit: 200 });
    const all = await finder({ limit: 1 });
    assert.ok(cited.totalCount > 0 && cited.totalCount < all.totalCount);
    assert.ok(often.totalCount < cited.totalCount);
    assert.ok(cited.list.every((item) => item.citationCount >= 1));
    assert.ok(often.list.every((item) => item.citationCount >= 10));
    assert.equal(await data<number>('POST', '/online/togoods/classifyLabelsNums', { body: { citedMin: 10 } }), often.totalCount);
    assert.match((await call('POST', '/online/togoods/labelsClassifyGoodsList', { body: { citedMin: -1 } })).msg, /^citedMin: /);
    assert.match((await call('POST', '/online/togoods/labelsClassifyGoodsList', { body: { orderBy: 'cites' } })).msg, /^orderBy: /);
  });
});
