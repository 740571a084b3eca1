/** The goods page answers what the six routes it stands for answer, in one request. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, arrayContains, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { goods } from '../db/schema';
import { createCustomer } from '../testing/customer-fixtures';
import { seededApp } from '../testing/seeded-app';
import type { CitationPage } from '../../contract/citations';
import type { GoodsEvaluations } from '../../contract/evaluations';
import type { BindGroup, GoodsDetail, GoodsSummary } from '../../contract/goods';
import type { GoodsPage } from '../../contract/goods-page';
import type { ValidationFigure } from '../../contract/validation';

const seeded = seededApp(500);
const { call, data } = seeded;

const goodsPage = (body: Record<string, unknown>, lang?: string) => data<GoodsPage>('POST', '/online/togoods/goodsPage', { body, lang });

/** What the page asked the single routes for before (docs/architecture.md §4, "Walk of a goods page"). */
async function oneRouteEach(goodsId: number, lang: string): Promise<GoodsPage> {
  const [detail, guesses, bound, evaluations, citations, figures] = await Promise.all([
    data<GoodsDetail>('POST', '/online/togoods/details', { body: { id: goodsId }, lang }),
    data<{ list: GoodsSummary[] }>('POST', '/online/togoods/guessRecommend', { body: { goodsId, limit: 6 }, lang }),
    data<BindGroup>('POST', `/online/togoods/getBindGroupIdByGoodsId?goodsId=${goodsId}`, { lang }),
    data<GoodsEvaluations>('POST', '/online/togoodscomment/search', { body: { goodsId, page: 1, limit: 3 }, lang }),
    data<CitationPage>('POST', '/online/togoods/citations', { body: { goodsId, page: 1, limit: 3 }, lang }),
    data<{ list: ValidationFigure[] }>('POST', '/online/togoods/validation', { body: { goodsId }, lang }),
  ]);
  return {
    detail,
    extras: { guesses: guesses.list, bound: bound.list, evaluations, citations: citations.citationCount > 0 ? citations : null, figures: figures.list },
  };
}

describe('goods page', () => {
  test('a cited antibody: the same detail, guesses, evaluations, citations and figures as their own routes, in both languages', async () => {
    const [item] = await seeded.db.select({ id: goods.id }).from(goods).where(gt(goods.citationCount, 0)).orderBy(desc(goods.citationCount)).limit(1);
    assert.ok(item, 'the demo catalogue cites some goods');
    for (const lang of ['en', 'zh']) {
      const answer = await goodsPage({ goodsId: item.id, guessLimit: 6, evaluationLimit: 3, citationLimit: 3 }, lang);
      assert.deepEqual(answer, await oneRouteEach(item.id, lang));
      assert.ok(answer.extras.citations && answer.extras.citations.list.length > 0);
      assert.ok(answer.extras.guesses.length > 0);
      assert.ok(answer.detail.skus.length > 0);
    }
  });

  test('the demo catalogue invents no RRID: its antibodies answer rrid null (only the import sets one)', async () => {
    assert.deepEqual(await seeded.db.select({ id: goods.id }).from(goods).where(isNotNull(goods.rrid)), []);
    const [antibody] = await seeded.db
      .select({ id: goods.id })
      .from(goods)
      .where(arrayContains(goods.categoryPath, ['CP002']))
      .limit(1);
    assert.ok(antibody, 'the demo catalogue has antibodies');
    assert.equal((await goodsPage({ goodsId: antibody.id })).detail.rrid, null);
  });

  test('a bound item: its group, itself included, and guesses from outside the group', async () => {
    const [item] = await seeded.db
      .select({ id: goods.id, bindId: goods.bindId })
      .from(goods)
      .where(and(isNotNull(goods.bindId), gt(goods.id, 0)))
      .limit(1);
    assert.ok(item?.bindId, 'the demo catalogue binds some goods');
    const answer = await goodsPage({ goodsId: item.id });
    assert.deepEqual(answer, await oneRouteEach(item.id, 'en'));
    assert.ok(answer.extras.bound.some((member) => member.id === item.id));
    assert.ok(answer.extras.guesses.every((guess) => guess.bindId !== item.bindId));
  });

  test('an off-shelf item is answered as its detail route answers it, onShelfFlag false', async () => {
    const [item] = await seeded.db.select({ id: goods.id }).from(goods).where(eq(goods.onShelfFlag, false)).limit(1);
    assert.ok(item, 'the demo catalogue has off-shelf goods');
    const answer = await goodsPage({ goodsId: item.id }, 'zh');
    assert.equal(answer.detail.onShelfFlag, false);
    assert.deepEqual(answer, await oneRouteEach(item.id, 'zh'));
  });

  test('a guest and a customer who favourited the item get the same page: its heart is filled in apart', async () => {
    const [item] = await seeded.db.select({ id: goods.id }).from(goods).where(eq(goods.onShelfFlag, true)).limit(1);
    assert.ok(item);
    const customer = await createCustomer(seeded.db);
    await seeded.data('POST', '/online/togoodscollection/addCollection', { body: { goodsId: [item.id] }, headers: customer.headers });
    const asCustomer = await seeded.data<GoodsPage>('POST', '/online/togoods/goodsPage', { body: { goodsId: item.id }, headers: customer.headers });
    assert.equal(asCustomer.detail.collected, 0);
    assert.deepEqual(asCustomer, await goodsPage({ goodsId: item.id }));
  });

  test('an unknown goods id is code 3 naming the id; a bad limit is 400 naming the field', async () => {
    const unknown = await call('POST', '/online/togoods/goodsPage', { body: { goodsId: 99_999_999 } });
    assert.deepEqual([unknown.code, unknown.msg], [3, 'goodsId: no goods 99999999']);
    const bad = await call('POST', '/online/togoods/goodsPage', { body: { goodsId: 1, guessLimit: 500 } });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^guessLimit: /);
    const missing = await call('POST', '/online/togoods/goodsPage', { body: {} });
    assert.equal(missing.code, 400);
    assert.match(missing.msg, /^goodsId: /);
  });
});
