import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { goods, trialApplications } from '../db/schema';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { seededApp } from '../testing/seeded-app';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import { answerApplication, trialAnswered } from './trials';
import type { CustomerMessage } from '../messages/customer-notifier';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../seed/demo-customer';
import { pointsBalances, pointsExchanges, pointsLedger, users } from '../db/schema';

const STAFF_TOKEN = 'staff-token-for-trial-tests';
const DAY_MS = 24 * 60 * 60 * 1000;

let trialIds: number[];
let nonTrialId: number;
let labCounter = 0;

const seeded = seededApp(300, { settings: { staffToken: STAFF_TOKEN } });

before(async () => {
  await seeded.ready;
  const trial = await seeded.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.onShelfFlag, true), sql`'CS' = ANY(${goods.categoryPath})`))
    .orderBy(goods.id)
    .limit(5);
  trialIds = trial.map((row) => row.id);
  const [other] = await seeded.db
    .select({ id: goods.id })
    .from(goods)
    .where(sql`NOT ('CS' = ANY(${goods.categoryPath}))`)
    .limit(1);
  nonTrialId = other?.id ?? 0;
});

function form(overrides: Record<string, unknown> = {}) {
  labCounter += 1;
  return {
    institution: 'Institute of Cell Biology',
    laboratory: `Lab number ${labCounter}`,
    consignee: 'Mei Chen',
    mobile: '+86 138-0013-8000',
    address: '320 Yueyang Road, Shanghai',
    remark: 'Western blot on HeLa lysates.',
    goodsIds: trialIds.slice(0, 3),
    ...overrides,
  };
}

async function apply(customer: TestCustomer, body: unknown, lang?: string): Promise<TestEnvelope> {
  return (await requestEnvelope(seeded.app, 'POST', '/online/toTrialProducts/apply', { headers: customer.headers, body, ...(lang ? { lang } : {}) })).envelope;
}

/** Moves the customer's applications back in time, as if they had been made `ms` ago. */
async function age(customer: TestCustomer, ms: number) {
  await seeded.db
    .update(trialApplications)
    .set({ appliedAt: new Date(Date.now() - ms) })
    .where(eq(trialApplications.customerId, customer.userId));
}

describe('free trial applications', () => {
  test('the seeded catalogue has trial goods to apply for', () => {
    assert.ok(trialIds.length >= 4, `trial goods: ${trialIds.length}`);
    assert.ok(nonTrialId > 0);
  });

  test('needs a login', async () => {
    const { envelope } = await requestEnvelope(seeded.app, 'POST', '/online/toTrialProducts/apply', { body: form() });
    assert.equal(envelope.code, 401);
  });

  test('3 samples are accepted; the trial ends two weeks later', async () => {
    const customer = await createCustomer(seeded.db);
    const envelope = await apply(customer, form());
    assert.equal(envelope.code, 0, envelope.msg);
    const { id, endsAt } = envelope.data as { id: number; endsAt: string };
    const { envelope: detail } = await requestEnvelope(seeded.app, 'GET', `/online/toTrialProducts/detail?id=${id}`, { headers: customer.headers });
    const application = detail.data as { status: string; appliedAt: string; samples: unknown[]; mobile: string };
    assert.equal(application.status, 'pending');
    assert.equal(application.samples.length, 3);
    assert.equal(application.mobile, '+8613800138000');
    assert.equal(new Date(endsAt).getTime() - new Date(application.appliedAt).getTime(), 14 * DAY_MS);
  });

  test('4 samples are refused, in both languages', async () => {
    const customer = await createCustomer(seeded.db);
    const en = await apply(customer, form({ goodsIds: trialIds.slice(0, 4) }));
    assert.equal(en.code, 400);
    assert.equal(en.msg, 'goodsIds: at most 3 samples per application');
    const zh = await apply(customer, form({ goodsIds: trialIds.slice(0, 4) }), 'zh');
    assert.equal(zh.msg, 'goodsIds：每次最多申请 3 个样品');
  });

  test('goods outside the trial tree are refused', async () => {
    const customer = await createCustomer(seeded.db);
    const envelope = await apply(customer, form({ goodsIds: [trialIds[0], nonTrialId] }));
    assert.equal(envelope.code, 400);
    assert.match(envelope.msg, /^goodsIds: goods item \d+ is not a trial product/);
  });

  test('a remark of 125 words passes, 126 words are refused', async () => {
    const customer = await createCustomer(seeded.db);
    const refused = await apply(customer, form({ remark: Array(126).fill('word').join(' ') }));
    assert.equal(refused.code, 400);
    assert.equal(refused.msg, 'remark: at most 125 words (126 given)');
    const accepted = await apply(customer, form({ remark: Array(125).fill('word').join(' ') }));
    assert.equal(accepted.code, 0, accepted.msg);
  });

  test('once per 3 days: refused at 3 days minus one second, accepted at 3 days', async () => {
    const customer = await createCustomer(seeded.db);
    assert.equal((await apply(customer, form())).code, 0);
    const nextDay = await apply(customer, form());
    assert.equal(nextDay.code, 400);
    assert.match(nextDay.msg, /^appliedAt: one free trial per 3 days; you can apply again from \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    const zh = await apply(customer, form(), 'zh');
    assert.match(zh.msg, /^appliedAt：每 3 天只能申请一次免费试用/);

    await age(customer, 3 * DAY_MS - 1000);
    assert.equal((await apply(customer, form())).code, 400, 'one second early');
    await age(customer, 3 * DAY_MS);
    assert.equal((await apply(customer, form())).code, 0, 'exactly 3 days later');
  });

  test('one application per laboratory, whatever its spelling, across accounts', async () => {
    const first = await createCustomer(seeded.db);
    const second = await createCustomer(seeded.db);
    assert.equal((await apply(first, form({ institution: 'Peking University', laboratory: 'Wang Lab' }))).code, 0);
    const variant = await apply(second, form({ institution: 'peking  university.', laboratory: 'The WANG Laboratory' }));
    assert.equal(variant.code, 400);
    assert.equal(variant.msg, 'laboratory: this laboratory has already applied for a free trial (one application per laboratory)');
    assert.equal((await apply(second, form({ institution: 'Peking University', laboratory: 'Li Lab' }))).code, 0);
  });

  test('a look-alike letter of another script does not make another laboratory (confusable skeleton)', async () => {
    const first = await createCustomer(seeded.db);
    const second = await createCustomer(seeded.db);
    assert.equal((await apply(first, form({ institution: 'Tongji University', laboratory: 'Shared Lab' }))).code, 0);
    const lookalike = await apply(second, form({ institution: 'Tongji University', laboratory: 'Sh\u0430red Lab' }));
    assert.equal(lookalike.code, 400, 'a Cyrillic а in Shаred Lab');
    assert.equal(lookalike.msg, 'laboratory: this laboratory has already applied for a free trial (one application per laboratory)');
  });

  test('two accounts of one laboratory applying at once: exactly one gets in', async () => {
    const customers = await Promise.all([createCustomer(seeded.db), createCustomer(seeded.db), createCustomer(seeded.db)]);
    const answers = await Promise.all(customers.map((customer) => apply(customer, form({ institution: 'Fudan University', laboratory: 'Zhang Lab' }))));
    assert.deepEqual(answers.map((a) => a.code).sort(), [0, 400, 400]);
  });

  test('a rejected application frees its laboratory', async () => {
    const first = await createCustomer(seeded.db);
    const second = await createCustomer(seeded.db);
    const applied = await apply(first, form({ institution: 'Zhejiang University', laboratory: 'Xu Lab' }));
    const { id } = applied.data as { id: number };
    const { envelope } = await requestEnvelope(seeded.app, 'POST', '/staff/trials/answer', {
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      body: { id, decision: 'reject', note: 'samples out of stock' },
    });
    assert.equal(envelope.code, 0, envelope.msg);
    assert.equal((envelope.data as { status: string }).status, 'rejected');
    assert.equal((await apply(second, form({ institution: 'Zhejiang University', laboratory: 'Xu Lab' }))).code, 0);
  });

  test('a plausible phone is never refused: extensions and the 00 prefix are kept, in E.164 when possible (docs/product.md §5)', async () => {
    for (const [mobile, stored] of [
      ['+1 (617) 555-0123 ext. 204', '+16175550123 ext. 204'],
      ['0049 30 1234567', '+49301234567'],
      ['13800138000', '+8613800138000'],
      ['020 7946 0000', '020 7946 0000'],
    ] as const) {
      const customer = await createCustomer(seeded.db);
      const envelope = await apply(customer, form({ mobile }));
      assert.equal(envelope.code, 0, `${mobile}: ${envelope.msg}`);
      const { id } = envelope.data as { id: number };
      const { envelope: detail } = await requestEnvelope(seeded.app, 'GET', `/online/toTrialProducts/detail?id=${id}`, { headers: customer.headers });
      assert.equal((detail.data as { mobile: string }).mobile, stored);
    }
  });

  test('bad fields are named', async () => {
    const customer = await createCustomer(seeded.db);
    for (const [field, value] of [
      ['mobile', '12'],
      ['consignee', ' '],
      ['institution', ''],
      ['goodsIds', []],
    ] as const) {
      const envelope = await apply(customer, form({ [field]: value }));
      assert.equal(envelope.code, 400, field);
      assert.match(envelope.msg, new RegExp(`^${field}: `), envelope.msg);
    }
    const generic = await apply(customer, form({ institution: 'Institute of Cell Biology', laboratory: 'Laboratory' }));
    assert.equal(generic.msg, 'laboratory: please give the institution and the laboratory name');
  });

  test('lists, counts and the staff answer with its message', async () => {
    const customer = await createCustomer(seeded.db);
    const applied = await apply(customer, form());
    const { id } = applied.data as { id: number };
    const { envelope: list } = await requestEnvelope(seeded.app, 'POST', '/online/toTrialProducts/list', { headers: customer.headers, body: {} });
    assert.deepEqual(
      list.page?.list.map((a) => (a as { id: number }).id),
      [id],
    );
    const { envelope: count } = await requestEnvelope(seeded.app, 'GET', '/online/toTrialOrder/getOrderCount', { headers: customer.headers });
    assert.deepEqual(count.data, { pending: 1, approved: 0, rejected: 0, total: 1 });

    const other = await createCustomer(seeded.db);
    const { envelope: foreign } = await requestEnvelope(seeded.app, 'GET', `/online/toTrialProducts/detail?id=${id}`, { headers: other.headers });
    assert.equal(foreign.code, 3);

    const { envelope: refused } = await requestEnvelope(seeded.app, 'POST', '/staff/trials/answer', { body: { id, decision: 'approve' } });
    assert.equal(refused.code, 401);

    const sent: CustomerMessage[] = [];
    const answer = await answerApplication(seeded.db, { id, decision: 'approve' }, { notify: async (_db, message) => void sent.push(message) });
    assert.equal(answer.status, 'approved');
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.customerId, customer.userId);
    assert.match(sent[0]?.subject.zh ?? '', /已通过/);
    const again = await answerApplication(seeded.db, { id, decision: 'reject' });
    assert.equal(again.status, 'approved', 'the first answer stands');

    const { envelope: staffList } = await requestEnvelope(seeded.app, 'GET', '/staff/trials?status=approved', {
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    assert.ok((staffList.data as { list: { id: number }[] }).list.some((a) => a.id === id));
  });

  test('the answer message names the end date in both languages', () => {
    const message = trialAnswered({ id: 7, customerId: 1, endsAt: new Date('2026-02-01T00:00:00Z') }, 'approved', undefined);
    assert.match(message.body.en, /2026-02-01/);
    assert.match(message.body.zh, /2026-02-01/);
    assert.equal(message.link, '/promotionTrialOrder-details?id=7');
  });

  test('the demo customer has points, one exchange in each state and a trial application', async () => {
    assert.equal(await seedDemoCustomer(seeded.db), true);
    const [demo] = await seeded.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    assert.ok(demo);
    const exchanges = await seeded.db.select({ status: pointsExchanges.status }).from(pointsExchanges).where(eq(pointsExchanges.customerId, demo.id));
    assert.deepEqual(exchanges.map((row) => row.status).sort(), ['approved', 'pending', 'rejected']);
    const [balance] = await seeded.db.select({ balance: pointsBalances.balance }).from(pointsBalances).where(eq(pointsBalances.customerId, demo.id));
    const [ledger] = await seeded.db
      .select({ total: sql<string>`sum(${pointsLedger.change})` })
      .from(pointsLedger)
      .where(eq(pointsLedger.customerId, demo.id));
    assert.ok((balance?.balance ?? 0) > 0);
    assert.equal(Number(ledger?.total), balance?.balance);
    const applications = await seeded.db.select({ id: trialApplications.id }).from(trialApplications).where(eq(trialApplications.customerId, demo.id));
    assert.equal(applications.length, 1);
  });
});
