/** The goods page's extras answer what the five routes they stand for answer, in one request. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, gt, isNotNull } from 'drizzle-orm';
import { goods } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import type { CitationPage } from '../../contract/citations';
import type { GoodsEvaluations } from '../../contract/evaluations';
import type { BindGroup, GoodsSummary } from '../../contract/goods';
import type { GoodsPageExtras } from '../../contract/goods-page';
import type { ValidationFigure } from '../../contract/validation';

const seeded = seededApp(500);
const { call, data } = seeded;

const extras = (body: Record<string, unknown>, lang?: string) => data<GoodsPageExtras>('POST', '/online/togoods/pageExtras', { body, lang });

/** What the page asked the single routes for before (docs/architecture.md §4, "Walk of a goods page"). */
async function oneRouteEach(goodsId: number, lang: string) {
  const [guesses, bound, evaluations, citations, figures] = await Promise.all([
    data<{ list: GoodsSummary[] }>('POST', '/online/togoods/guessRecommend', { body: { goodsId, limit: 6 }, lang }),
    data<BindGroup>('POST', `/online/togoods/getBindGroupIdByGoodsId?goodsId=${goodsId}`, { lang }),
    data<GoodsEvaluations>('POST', '/online/togoodscomment/search', { body: { goodsId, page: 1, limit: 3 }, lang }),
    data<CitationPage>('POST', '/online/togoods/citations', { body: { goodsId, page: 1, limit: 3 }, lang }),
    data<{ list: ValidationFigure[] }>('POST', '/online/togoods/validation', { body: { goodsId }, lang }),
  ]);
  return { guesses: guesses.list, bound: bound.list, evaluations, citations: citations.citationCount > 0 ? citations : null, figures: figures.list };
}

describe('goods page extras', () => {
  test('a cited antibody: the same guesses, evaluations, citations and figures as their own routes, in both languages', async () => {
    const [item] = await seeded.db.select({ id: goods.id }).from(goods).where(gt(goods.citationCount, 0)).orderBy(desc(goods.citationCount)).limit(1);
    assert.ok(item, 'the demo catalogue cites some goods');
    for (const lang of ['en', 'zh']) {
      const answer = await extras({ goodsId: item.id, guessLimit: 6, evaluationLimit: 3, citationLimit: 3 }, lang);
      assert.deepEqual(answer, await oneRouteEach(item.id, lang));
      assert.ok(answer.citations && answer.citations.list.length > 0);
      assert.ok(answer.guesses.length > 0);
    }
  });

  test('a bound item: its group, itself included, and guesses from outside the group', async () => {
    const [item] = await seeded.db.select({ id: goods.id, bindId: goods.bindId }).from(goods).where(and(isNotNull(goods.bindId), gt(goods.id, 0))).limit(1);
    assert.ok(item?.bindId, 'the demo catalogue binds some goods');
    const answer = await extras({ goodsId: item.id });
    assert.deepEqual(answer, await oneRouteEach(item.id, 'en'));
    assert.ok(answer.bound.some((member) => member.id === item.id));
    assert.ok(answer.guesses.every((guess) => guess.bindId !== item.bindId));
  });

  test('an unknown goods id is code 3 naming the id; a bad limit is 400 naming the field', async () => {
    const unknown = await call('POST', '/online/togoods/pageExtras', { body: { goodsId: 99_999_999 } });
    assert.deepEqual([unknown.code, unknown.msg], [3, 'goodsId: no goods 99999999']);
    const bad = await call('POST', '/online/togoods/pageExtras', { body: { goodsId: 1, guessLimit: 500 } });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^guessLimit: /);
  });
});
