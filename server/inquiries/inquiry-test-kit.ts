/**
 * What the inquiry test files share: the seeded API with a recording mailer and a staff token,
 * a valid form, two goods items with SKUs, and requests from a fresh visitor address each (so the
 * rate limit stays out of tests that are not about it). Call once at the top of a test file.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { goods, inquiries, skus } from '../db/schema';
import { recordingMailer } from '../testing/recording-mailer';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import type { Db } from '../db/client';
import type { InquiryAnswer } from '../../contract/inquiries';

export const FORM = '/overseas/form/submit';
export const GOODS = '/overseas/goodInquire/submitGoodInquireImmediately';
export const STAFF_TOKEN = 'staff-token-for-tests-0123456789';

export const VALID = {
  name: 'Jane Doe',
  company: 'Example Lab',
  country: 'GB',
  email: 'jane@example.com',
  phone: '+44 20 7946 0000',
  message: 'Please quote two vials.',
} as const;

export interface TestGoods {
  id: number;
  itemno: string;
  skuIds: number[];
}

async function goodsWithSkus(db: Db, minSkus: number, exclude: number[] = []): Promise<TestGoods> {
  const rows = await db
    .select({ id: goods.id, itemno: goods.itemno, skuIds: sql<string[]>`array_agg(${skus.id} ORDER BY ${skus.id})` })
    .from(goods)
    .innerJoin(skus, eq(skus.goodsId, goods.id))
    .groupBy(goods.id, goods.itemno)
    .having(sql`count(*) >= ${minSkus}`)
    .orderBy(goods.id)
    .limit(10);
  const row = rows.find((candidate) => !exclude.includes(candidate.id));
  assert.ok(row, 'the demo catalogue has goods with SKUs');
  return { id: row.id, itemno: row.itemno, skuIds: row.skuIds.map(Number) };
}

export function inquiryTestKit() {
  const { mailer, sent } = recordingMailer();
  // Notifications are sent after the answer; let them settle before the database goes (this hook runs first).
  after(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const seeded = seededApp(300, {
    mailer,
    settings: { staffToken: STAFF_TOKEN, salesEmail: 'sales@example.com', inquiryRateLimit: { limit: 1000, windowSeconds: 600 } },
  });
  let pair: { a: TestGoods; b: TestGoods } | undefined;
  before(async () => {
    await seeded.ready;
    const a = await goodsWithSkus(seeded.db, 2);
    pair = { a, b: await goodsWithSkus(seeded.db, 1, [a.id]) };
  });
  const goodsPair = () => {
    assert.ok(pair, 'the goods are chosen in the before hook');
    return pair;
  };

  let addressSeq = 0;
  const freshAddress = () => `198.51.100.${(addressSeq += 1) % 250}, 10.0.0.${addressSeq % 250}`;

  async function post(target: OpenAPIHono, path: string, body: unknown, headers: Record<string, string> = {}) {
    return requestEnvelope(target, 'POST', path, { body, headers: { 'x-forwarded-for': freshAddress(), ...headers } });
  }

  return {
    sent,
    get db() {
      return seeded.db;
    },
    get app() {
      return seeded.app;
    },
    /** Goods with at least two SKUs. */
    get goodsA() {
      return goodsPair().a;
    },
    /** Another goods item with a SKU. */
    get goodsB() {
      return goodsPair().b;
    },
    post,
    async submitOk(path: string, body: unknown, headers: Record<string, string> = {}): Promise<InquiryAnswer> {
      const { envelope } = await post(seeded.app, path, body, headers);
      assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
      return envelope.data as InquiryAnswer;
    },
    async inquiryCount(where: SQL = sql`true`): Promise<number> {
      const [row] = await seeded.db.select({ n: count() }).from(inquiries).where(where);
      return row?.n ?? 0;
    },
    /** `null` sends no authorization header at all. */
    async staff(path: string, token: string | null = STAFF_TOKEN, target: OpenAPIHono = seeded.app): Promise<TestEnvelope> {
      const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
      return (await requestEnvelope(target, 'GET', path, { headers })).envelope;
    },
  };
}
