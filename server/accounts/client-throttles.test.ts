/**
 * Per-client throttles (docs/product.md §4): one client (visitor address) asking codes for many
 * addresses, or trying passwords on many accounts, is stopped with 429; another client is not.
 * Mobile numbers count as one number however they are written (E.164).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';

const CODES_PER_CLIENT = 10;
const PASSWORD_FAILURES_PER_CLIENT = 10;

const seeded = seededApp(null, {
  settings: { codesPerClientPerHour: CODES_PER_CLIENT, passwordFailuresPerClient: PASSWORD_FAILURES_PER_CLIENT },
});

const post = (path: string, body: unknown, client: string): Promise<TestEnvelope> =>
  seeded.call('POST', path, { body, headers: { 'x-forwarded-for': client } });

test('codes to many addresses from one client: the client is throttled, not the next one', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    codes.push((await post('/overseas/login/email/getVerificationCode', { email: `many${i}@example.com` }, '203.0.113.5')).code);
  }
  assert.deepEqual(codes, [...Array<number>(CODES_PER_CLIENT).fill(0), 429, 429]);
  const refused = await post('/overseas/login/mobile/getVerificationCode', { mobile: '13900000001' }, '203.0.113.5');
  assert.equal(refused.code, 429);
  assert.match(refused.msg, /^Too many verification codes from this address; please try again in \d+ minutes?$/);
  assert.equal((await post('/overseas/login/email/getVerificationCode', { email: 'other@example.com' }, '198.51.100.20')).code, 0);
});

test('password tries across many accounts from one client: the client is throttled', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    codes.push((await post('/overseas/login/password', { account: `guess${i}@example.com`, password: 'Password123' }, '203.0.113.6')).code);
  }
  assert.deepEqual(codes, [...Array<number>(PASSWORD_FAILURES_PER_CLIENT).fill(400), 429, 429, 429, 429, 429]);
  const refused = await post('/overseas/login/password', { account: 'another@example.com', password: 'x' }, '203.0.113.6');
  assert.match(refused.msg, /^Too many failed password logins from this address; try again in \d+ s$/);
  assert.equal((await post('/overseas/login/password', { account: 'guess0@example.com', password: 'x' }, '198.51.100.21')).code, 400);
});

test('+86 and the bare mainland number are one number for the code limits', async () => {
  assert.equal((await post('/overseas/login/mobile/getVerificationCode', { mobile: '13800138000' }, '192.0.2.7')).code, 0);
  for (const written of ['+86 138 0013 8000', '8613800138000', '+8613800138000']) {
    const again = await post('/overseas/login/mobile/getVerificationCode', { mobile: written }, '192.0.2.8');
    assert.equal(again.code, 429, written);
    assert.match(again.msg, /^mobile: a code was sent less than a minute ago/);
  }
});
