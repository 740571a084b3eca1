/**
 * The merchant feed's operation (docs/product.md §15.2): only on-shelf goods still sold with a priced
 * SKU, every one once across keyset pages, each SKU at the goods page's unit price (contract/pricing.ts).
 */
import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { goods, promotionRules, skus } from '../db/schema';
import { isSellable } from '../orders/not-sold';
import { rulesOf, toPriceRule } from '../orders/pricing';
import { seededApp } from '../testing/seeded-app';
import { toYuan, unitNetPrice } from '../../contract/pricing';
import type { MerchantFeedPage } from '../../contract/sitemap';

const HOUR = 60 * 60 * 1000;
const SERVICE_ROOT = 'FW';
const seeded = seededApp(120);

const page = (afterId: number, limit: number, lang = 'en') =>
  seeded.data<MerchantFeedPage>('GET', `/online/togoods/merchantFeed?afterId=${afterId}&limit=${limit}`, { lang });

/** Every page from the start, `limit` goods at a time. */
async function walk(limit: number, lang = 'en'): Promise<MerchantFeedPage['list']> {
  const all: MerchantFeedPage['list'] = [];
  let afterId: number | null = 0;
  while (afterId !== null) {
    const answer: MerchantFeedPage = await page(afterId, limit, lang);
    assert.ok(answer.list.length <= limit);
    all.push(...answer.list);
    afterId = answer.nextAfterId;
  }
  return all;
}

/** A goods item of its own: a copy of an on-shelf one with the given fields, SKU prices and rules. */
async function goodsItem(
  fields: Partial<typeof goods.$inferInsert>,
  prices: readonly number[],
  rules: Omit<typeof promotionRules.$inferInsert, 'goodsId'>[] = [],
): Promise<{ id: number; skuIds: number[] }> {
  const [template] = await seeded.db.select().from(goods).where(eq(goods.onShelfFlag, true)).limit(1);
  assert.ok(template);
  const { id: _id, ...copied } = template;
  const [item] = await seeded.db
    .insert(goods)
    .values({ ...copied, itemno: `MF${Math.random().toString(36).slice(2, 10).toUpperCase()}`, inventoryStatus: 1, onShelfFlag: true, ...fields })
    .returning({ id: goods.id });
  assert.ok(item);
  const skuIds: number[] = [];
  for (const [index, price] of prices.entries()) {
    const [sku] = await seeded.db
      .insert(skus)
      .values({ goodsId: item.id, skuDescEn: `${index + 1} mg`, skuDescZh: `${index + 1} 毫克`, skuPrice: price, sort: index })
      .returning({ id: skus.id });
    skuIds.push(sku!.id);
  }
  if (rules.length) await seeded.db.insert(promotionRules).values(rules.map((rule) => ({ ...rule, goodsId: item.id })));
  return { id: item.id, skuIds };
}

describe('the merchant feed operation', () => {
  let promoted: { id: number; skuIds: number[] };
  const leftOut: number[] = [];

  before(async () => {
    await seeded.ready;
    promoted = await goodsItem(
      { titleEn: 'Feed Promoted Kit', titleZh: '促销试剂盒' },
      [1000, 250],
      [{ ruleType: 1000, discountRate: 80, validStart: new Date(Date.now() - HOUR), validEnd: new Date(Date.now() + HOUR) }],
    );
    leftOut.push(
      (await goodsItem({ onShelfFlag: false }, [100])).id,
      (await goodsItem({ inventoryStatus: -2 }, [100])).id,
      (await goodsItem({ inventoryStatus: -4 }, [100])).id,
      (await goodsItem({}, [0])).id,
      (await goodsItem({}, [])).id,
    );
  });

  test('lists every on-shelf goods item still sold with a priced SKU once, in id order, across keyset pages; no testing service', async () => {
    const rows = await seeded.db
      .select({ id: goods.id, status: goods.inventoryStatus, categoryPath: goods.categoryPath })
      .from(goods)
      .where(eq(goods.onShelfFlag, true))
      .orderBy(asc(goods.id));
    const pricedIds = new Set((await seeded.db.selectDistinct({ goodsId: skus.goodsId }).from(skus).where(gt(skus.skuPrice, 0))).map((row) => row.goodsId));
    const isService = (row: { categoryPath: string[] }) => row.categoryPath.includes(SERVICE_ROOT);
    const expected = rows.filter((row) => isSellable(row.status) && pricedIds.has(row.id) && !isService(row)).map((row) => row.id);
    assert.ok(expected.length > 50, 'the demo catalogue has goods to list');
    assert.ok(
      rows.some((row) => isService(row) && isSellable(row.status) && pricedIds.has(row.id)),
      'the demo catalogue has priced testing services, left out',
    );
    assert.ok(
      rows.some((row) => !isSellable(row.status)),
      'the demo catalogue has goods no longer sold, left out',
    );

    const listed = await walk(17);
    assert.deepEqual(
      listed.map((item) => item.id),
      expected,
    );
    for (const id of leftOut) assert.ok(!listed.some((item) => item.id === id), `goods ${id} is left out`);
    assert.ok(listed.every((item) => item.skus.length > 0 && item.skus.every((sku) => sku.listPrice > 0)));
    // A page of exactly the remaining goods still says it was the last only on the next call.
    const last = await page(listed.at(-1)!.id, 5);
    assert.deepEqual(last, { list: [], nextAfterId: null, pricedAt: last.pricedAt });
  });

  test('prices each SKU at the unit price of the pricing rule now, as the goods page does', async () => {
    const listed = await walk(500);
    const ids = listed.map((item) => item.id);
    const [skuRows, rules] = await Promise.all([seeded.db.select().from(skus).where(inArray(skus.goodsId, ids)), rulesOf(seeded.db, ids)]);
    const skuById = new Map(skuRows.map((sku) => [sku.id, sku]));
    const pricedAt = new Date((await page(0, 1)).pricedAt);
    let discounted = 0;
    for (const item of listed) {
      for (const sku of item.skus) {
        const row = skuById.get(sku.id);
        assert.ok(row && row.goodsId === item.id);
        const skuRules = (rules.get(item.id) ?? []).filter((rule) => rule.skuId === null || rule.skuId === sku.id).map(toPriceRule);
        const { listFen, netFen } = unitNetPrice(row.skuPrice, skuRules, pricedAt);
        assert.equal(sku.listPrice, toYuan(listFen), `${item.itemno} ${sku.skuDesc}: list price`);
        assert.equal(sku.netPrice, toYuan(netFen), `${item.itemno} ${sku.skuDesc}: net price`);
        if (netFen < listFen) discounted += 1;
      }
    }
    assert.ok(discounted > 0, 'some SKUs are on promotion');

    const item = listed.find((goodsItem) => goodsItem.id === promoted.id);
    assert.ok(item);
    assert.deepEqual(
      item.skus.map(({ id, listPrice, netPrice }) => ({ id, listPrice, netPrice })),
      [
        { id: promoted.skuIds[0], listPrice: 1000, netPrice: 800 },
        { id: promoted.skuIds[1], listPrice: 250, netPrice: 200 },
      ],
    );
    assert.ok(
      item.skus.every((sku) => sku.netPriceEndsAt !== null && Date.parse(sku.netPriceEndsAt) > Date.now()),
      'the limited-time price says when it ends',
    );
  });

  test('answers the texts in the caller language, the other one where the item has none', async () => {
    const [en] = (await page(promoted.id - 1, 1, 'en')).list;
    const [zh] = (await page(promoted.id - 1, 1, 'zh')).list;
    assert.equal(en?.title, 'Feed Promoted Kit');
    assert.equal(zh?.title, '促销试剂盒');
    assert.deepEqual(
      zh?.skus.map((sku) => sku.skuDesc),
      ['1 毫克', '2 毫克'],
    );
    const untranslated = await goodsItem({ titleEn: 'Only English Name', titleZh: '' }, [50]);
    const [fallback] = (await page(untranslated.id - 1, 1, 'zh')).list;
    assert.equal(fallback?.title, 'Only English Name');
  });

  test('refuses a page larger than 500 goods', async () => {
    const { envelope } = await seeded.request('GET', '/online/togoods/merchantFeed?limit=501');
    assert.equal(envelope.code, 400);
    assert.match(envelope.msg, /limit/);
  });

  test('gives each goods item its images once, the cover first', async () => {
    const [row] = await seeded.db
      .select()
      .from(goods)
      .where(and(eq(goods.onShelfFlag, true), eq(goods.inventoryStatus, 1)))
      .limit(1);
    assert.ok(row);
    const [item] = (await page(row.id - 1, 1)).list;
    if (item?.id !== row.id) return;
    const expected = [...new Set([row.imgCover, ...row.imgContent].filter((address): address is string => Boolean(address?.trim())))];
    assert.deepEqual(item.images, expected);
  });
});
