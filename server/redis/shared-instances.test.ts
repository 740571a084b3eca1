/**
 * Two API instances on one database and one Redis (docs/architecture.md §6): a rate limit counts
 * across both, a re-index on one makes the other forget its cached search, and a Redis outage
 * leaves both answering (limits from memory) until Redis is back and they share again. Each
 * instance has its own database handle and its own Redis connection, as separate processes would.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { goods } from '../db/schema';
import { seedCatalogue } from '../seed';
import { reindexGoodsSearch } from '../seed/search-index';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { redisServerMissing, testRedis, type TestRedis } from '../testing/redis-server';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import { connectRedis, disconnectRedis, shareThroughRedis, type RedisConnection } from './redis';

const FORM = '/overseas/form/submit';
const GOODS_INQUIRY = '/overseas/goodInquire/submitGoodInquireImmediately';
const CODE_BY_EMAIL = '/overseas/login/email/getVerificationCode';
const PASSWORD_LOGIN = '/overseas/login/password';
const SEARCH = '/online/togoods/searchGoods';
const INQUIRY = { name: 'Jane Doe', company: 'Example Lab', country: 'GB', email: 'jane@example.com', phone: '+44 20 7946 0000', message: 'Two vials.' };
const INQUIRIES_PER_WINDOW = 3;
const CODES_PER_CLIENT = 2;
const TOO_MANY_INQUIRIES = /^Too many inquiries from this address; please try again in \d+ minutes?$/;

interface Instance {
  db: Db;
  redis: RedisConnection;
  app: OpenAPIHono;
}

let database: TestDatabase;
let server: TestRedis;
let one: Instance;
let other: Instance;
/** A client (visitor address) of its own per test, so tests do not share buckets. */
let clientSeq = 0;
const nextClient = () => `198.51.100.${(clientSeq += 1)}`;

function instance(db: Db, url: string): Instance {
  const redis = connectRedis(url);
  shareThroughRedis(db, redis);
  const app = createApp({
    db,
    dataDir: '/nonexistent',
    settings: { inquiryRateLimit: { limit: INQUIRIES_PER_WINDOW, windowSeconds: 600 }, codesPerClientPerHour: CODES_PER_CLIENT },
  });
  return { db, redis, app };
}

/** Waits for the instances' connections to be up again (they retry every ≤ 2 s). */
async function connected(...instances: Instance[]): Promise<void> {
  for (let tries = 0; !instances.every(({ redis }) => redis.isReady); tries += 1) {
    if (tries > 200) throw new Error('the instances did not reconnect to Redis');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const post = async (on: Instance, path: string, body: unknown, client: string): Promise<TestEnvelope> =>
  (await requestEnvelope(on.app, 'POST', path, { body, headers: { 'x-forwarded-for': client } })).envelope;

const inquire = (on: Instance, client: string) => post(on, FORM, INQUIRY, client);

const searchTotal = async (on: Instance, search: string): Promise<number> => {
  const envelope = await post(on, SEARCH, { search, page: 1, limit: 10 }, '192.0.2.1');
  assert.equal(envelope.code, 0, envelope.msg);
  return (envelope.data as { totalCount: number }).totalCount;
};

describe('two API instances sharing one Redis', { skip: redisServerMissing }, () => {
  before(async () => {
    server = await testRedis();
    await server.start();
    database = await openTestDatabase();
    await seedCatalogue(database.db, { goods: 40 });
    one = instance(database.db, server.url);
    other = instance(await database.anotherHandle(), server.url);
    await connected(one, other);
  });

  after(async () => {
    for (const { redis } of [one, other]) if (redis) disconnectRedis(redis);
    await server?.stop();
    await database?.dispose();
  });

  test('an inquiry limit counts across both; refused and failed submissions do not count', async () => {
    const client = nextClient();
    assert.equal((await inquire(one, client)).code, 0);
    // Unknown goods: the write fails after the hit was counted, and hands it back.
    const failed = await post(other, GOODS_INQUIRY, { ...INQUIRY, goodsList: [{ goodsId: 999_999_999, quantity: 1 }] }, client);
    assert.equal(failed.code, 3, failed.msg);
    assert.equal((await inquire(other, client)).code, 0);
    assert.equal((await inquire(one, client)).code, 0);
    const refused = await inquire(other, client);
    assert.equal(refused.code, 429);
    assert.match(refused.msg, TOO_MANY_INQUIRIES);
    assert.equal((await inquire(one, client)).code, 429);
    assert.equal(await one.redis.get(`labshop:limits:inquiries:${client}`), String(INQUIRIES_PER_WINDOW));
    assert.equal((await inquire(other, nextClient())).code, 0, 'another client has its own count');
  });

  test('verification codes per client and failed password logins count across both', async () => {
    const client = nextClient();
    assert.equal((await post(one, CODE_BY_EMAIL, { email: 'first@example.com' }, client)).code, 0);
    assert.equal((await post(other, CODE_BY_EMAIL, { email: 'second@example.com' }, client)).code, 0);
    const refused = await post(one, CODE_BY_EMAIL, { email: 'third@example.com' }, client);
    assert.equal(refused.code, 429);
    assert.match(refused.msg, /^Too many verification codes from this address; please try again in \d+ minutes?$/);

    const account = 'guessed@example.com';
    for (let i = 0; i < 10; i += 1) {
      const wrong = await post(i % 2 === 0 ? one : other, PASSWORD_LOGIN, { account, password: `wrong ${i} password` }, nextClient());
      assert.equal(wrong.code, 400, wrong.msg);
    }
    const throttled = await post(one, PASSWORD_LOGIN, { account, password: 'anything 123' }, nextClient());
    assert.equal(throttled.code, 429);
    assert.match(throttled.msg, /^account: too many failed password logins; try again in \d+ s or log in with a verification code$/);
  });

  test('a search cached by one is answered to the other; a re-index on one makes the other forget it', async () => {
    const [target] = await database.db.select({ id: goods.id, titleEn: goods.titleEn }).from(goods).where(eq(goods.onShelfFlag, true)).limit(1);
    assert.ok(target);
    await database.db
      .update(goods)
      .set({ titleEn: `${target.titleEn} Zqxwv` })
      .where(eq(goods.id, target.id));
    await reindexGoodsSearch(one.db, [target.id]);
    assert.equal(await searchTotal(other, 'zqxwv'), 1);

    // Its search rows gone behind the caches' back: the answer cached by the other instance still comes.
    await database.db.execute(sql`DELETE FROM goods_search WHERE goods_id = ${target.id}`);
    assert.equal(await searchTotal(one, 'zqxwv'), 1, 'answered from the shared cache');

    await database.db.update(goods).set({ titleEn: target.titleEn }).where(eq(goods.id, target.id));
    await reindexGoodsSearch(one.db, [target.id]);
    assert.equal(await searchTotal(other, 'zqxwv'), 0, 'the other instance forgot its cached answer');
  });

  test('with Redis down both keep answering, limits from memory; when it is back they share again', async () => {
    await server.stop();
    const client = nextClient();
    for (let i = 0; i < INQUIRIES_PER_WINDOW; i += 1) assert.equal((await inquire(one, client)).code, 0);
    const refused = await inquire(one, client);
    assert.equal(refused.code, 429, 'the limit still holds per instance');
    assert.match(refused.msg, TOO_MANY_INQUIRIES);
    assert.equal((await inquire(other, client)).code, 0, 'the other instance counts in its own memory');
    assert.equal((await post(other, PASSWORD_LOGIN, { account: 'down@example.com', password: 'wrong password 1' }, client)).code, 400);
    assert.equal((await searchTotal(one, 'antibody')) > 0, true);
    await reindexGoodsSearch(one.db);

    await server.start();
    await connected(one, other);
    const later = nextClient();
    assert.equal((await inquire(one, later)).code, 0);
    assert.equal((await inquire(other, later)).code, 0);
    assert.equal((await inquire(one, later)).code, 0);
    assert.match((await inquire(other, later)).msg, TOO_MANY_INQUIRIES);
    await searchTotal(other, 'antibody');
    assert.ok((await one.redis.keys('labshop:search:rank:*')).length > 0, 'search answers are in Redis again');
  });
});
