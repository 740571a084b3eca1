/**
 * What the order test files share: the seeded API with a staff token, four sellable goods items
 * and one still on shelf but no longer sold, and customers who reach the point of submitting
 * (lines in the inquiry list, an address). Call once at the top of a test file.
 */
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { goods, skus } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { dataAs, envelopeAs, requestEnvelope, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import type { Address } from '../../contract/addresses';

export const STAFF_TOKEN = 'staff-token-for-order-tests-0123456789';

export const ADDRESS = {
  consignee: 'Jane Doe',
  mobile: '13800138000',
  country: 'CN',
  province: 'Jiangsu',
  city: 'Nanjing',
  district: 'Jiangning',
  detail: '12 Science Park Road',
  postcode: '211100',
  company: 'Example Lab',
};

export function orderTestKit() {
  const seeded = seededApp(300, { settings: { staffToken: STAFF_TOKEN } });
  let chosen: { sellable: { id: number; skuId: number; price: number }[]; notSold: { id: number; skuId: number } } | undefined;
  before(async () => {
    await seeded.ready;
    const rows = await seeded.db
      .select({ id: goods.id, skuId: sql<number>`min(${skus.id})`, price: sql<string>`min(${skus.skuPrice})` })
      .from(goods)
      .innerJoin(skus, eq(skus.goodsId, goods.id))
      .where(and(eq(goods.onShelfFlag, true), notInArray(goods.inventoryStatus, [-1, -2, -4]), sql`${skus.skuPrice} > 0`))
      .groupBy(goods.id)
      .orderBy(asc(goods.id))
      .limit(4);
    const sellable = rows.map((row) => ({ id: row.id, skuId: Number(row.skuId), price: Number(row.price) }));
    assert.equal(sellable.length, 4, 'the seed has sellable goods with SKUs');
    const [stopped] = await seeded.db
      .select({ id: goods.id, skuId: sql<number>`min(${skus.id})` })
      .from(goods)
      .innerJoin(skus, eq(skus.goodsId, goods.id))
      .where(and(eq(goods.onShelfFlag, true), eq(goods.inventoryStatus, -1)))
      .groupBy(goods.id)
      .limit(1);
    assert.ok(stopped, 'the seed has an on-shelf item no longer sold');
    chosen = { sellable, notSold: { id: stopped.id, skuId: Number(stopped.skuId) } };
  });
  const goodsChosen = () => {
    assert.ok(chosen, 'the goods are chosen in the before hook');
    return chosen;
  };

  const call = (customer: TestCustomer | null, method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<TestEnvelope> =>
    envelopeAs(seeded.app, customer, method, path, { body, headers });
  const data = <T>(customer: TestCustomer, method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> =>
    dataAs<T>(seeded.app, customer, method, path, { body, headers });

  async function staff<T>(path: string, body: unknown): Promise<TestEnvelope & { data?: T }> {
    return (await requestEnvelope(seeded.app, 'POST', path, { body, headers: { authorization: `Bearer ${STAFF_TOKEN}` } })).envelope as TestEnvelope & {
      data?: T;
    };
  }

  async function staffData<T>(path: string, body: unknown): Promise<T> {
    const envelope = await staff<T>(path, body);
    assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
    return envelope.data as T;
  }

  async function addToList(customer: TestCustomer, lines: { id: number; skuId: number; quantity: number }[]): Promise<void> {
    for (const line of lines) await data(customer, 'POST', '/online/toGoodsCar/addCar', line);
  }

  async function addAddress(customer: TestCustomer, fields: Partial<typeof ADDRESS> & { isDefault?: boolean } = {}): Promise<Address> {
    return data<Address>(customer, 'POST', '/user/tbmailinginfo/addAddress', { ...ADDRESS, ...fields });
  }

  return {
    get db() {
      return seeded.db;
    },
    get app() {
      return seeded.app;
    },
    /** Sellable goods items with a SKU and its price. */
    get sellable() {
      return goodsChosen().sellable;
    },
    /** An on-shelf item no longer sold (inventoryStatus -1), with a SKU. */
    get notSold() {
      return goodsChosen().notSold;
    },
    call,
    data,
    staff,
    staffData,
    addToList,
    addAddress,
    async giveCoupon(customer: TestCustomer, coupon: Record<string, unknown>): Promise<number> {
      return (await staffData<{ id: number }>('/staff/coupons/give', { userId: customer.userId, title: 'Test coupon', ...coupon })).id;
    },
    /** A customer with two lines in the inquiry list and an address: ready to submit. */
    async readyCustomer(): Promise<{ customer: TestCustomer; address: Address; goods: { id: number; skuId: number }[] }> {
      const customer = await createCustomer(seeded.db);
      const { sellable } = goodsChosen();
      const lines = [
        { id: sellable[0]!.id, skuId: sellable[0]!.skuId, quantity: 2 },
        { id: sellable[1]!.id, skuId: sellable[1]!.skuId, quantity: 1 },
      ];
      await addToList(customer, lines);
      const address = await addAddress(customer);
      return { customer, address, goods: lines.map(({ id, skuId }) => ({ id, skuId })) };
    },
    async submit(customer: TestCustomer, body: Record<string, unknown>, key?: string): Promise<TestEnvelope> {
      return call(customer, 'POST', '/online/toGoodsOrder/submit', body, key ? { 'idempotency-key': key } : {});
    },
  };
}
