/**
 * What the personal-centre test files share: the API over an empty database (no catalogue: the
 * centre's records are written straight into their tables, and the demo-customer test seeds its
 * own) with a recording mailer, and two customers, the second of whom must never reach the
 * first one's records. Call once at the top of a test file.
 */
import assert from 'node:assert/strict';
import { before } from 'node:test';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { recordingMailer } from '../testing/recording-mailer';
import { envelopeAs, requestEnvelope, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';

export const STAFF_TOKEN = 'staff-token-for-centre-tests-0123456789';
export const SEE = '/user/overseasUser/selectSeePC';

export type Method = 'GET' | 'POST';

export interface Seen {
  unreadCount: number;
  unseenCount: number;
  seenAt: string | null;
}

export function expectFailure(envelope: TestEnvelope, code: number, msg: RegExp): void {
  assert.equal(envelope.code, code, envelope.msg);
  assert.match(envelope.msg, msg);
}

export function centreTestKit() {
  const { mailer, sent } = recordingMailer();
  const seeded = seededApp(null, {
    mailer,
    settings: { staffToken: STAFF_TOKEN, codesPerClientPerHour: 10_000, passwordFailuresPerClient: 10_000 },
  });
  let customers: { first: TestCustomer; second: TestCustomer } | undefined;
  before(async () => {
    await seeded.ready;
    customers = { first: await createCustomer(seeded.db, 'First Customer'), second: await createCustomer(seeded.db, 'Second Customer') };
  });
  const both = () => {
    assert.ok(customers, 'the customers are created in the before hook');
    return customers;
  };

  const call = (customer: TestCustomer | null, method: Method, path: string, body?: unknown, lang?: string): Promise<TestEnvelope> =>
    envelopeAs(seeded.app, customer, method, path, { body, lang });

  return {
    sent,
    get db() {
      return seeded.db;
    },
    get app() {
      return seeded.app;
    },
    get first() {
      return both().first;
    },
    get second() {
      return both().second;
    },
    call,
    async data<T>(customer: TestCustomer, method: Method, path: string, body?: unknown, lang?: string): Promise<T> {
      const envelope = await call(customer, method, path, body, lang);
      assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
      return envelope.data as T;
    },
    async page<T>(customer: TestCustomer, method: Method, path: string, body?: unknown, lang?: string): Promise<T> {
      const envelope = await call(customer, method, path, body, lang);
      assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
      return envelope.page as unknown as T;
    },
    login: async (account: string, password: string) =>
      (await requestEnvelope(seeded.app, 'POST', '/overseas/login/password', { body: { account, password } })).envelope,
  };
}
