/**
 * What the account test files share: the seeded API with a recording mailer (the tests read codes
 * there as a customer reads their mail), a low hourly code limit, and a fresh mobile number and
 * email address per test, so tests never share limits or accounts. Call once at the top of a test
 * file.
 */
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { verificationCodes } from '../db/schema';
import { recordingMailer } from '../testing/recording-mailer';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import { seededApp } from '../testing/seeded-app';
import type { LoginAnswer } from '../../contract/accounts';

export const CODES_PER_HOUR = 3;
/** Every request here comes from one client; the per-client limits have their own test (client-throttles.test.ts). */
export const ONE_CLIENT = { codesPerClientPerHour: 10_000, passwordFailuresPerClient: 10_000 };
export const MOBILE_CODE = '/overseas/login/mobile/getVerificationCode';
export const EMAIL_CODE = '/overseas/login/email/getVerificationCode';
export const MY = '/user/overseasUser/my';

export function expectOk<T>(envelope: TestEnvelope, what: string): T {
  assert.equal(envelope.code, 0, `${what}: ${envelope.msg}`);
  return envelope.data as T;
}

export function expectFailure(envelope: TestEnvelope, code: number, msg: string | RegExp): void {
  assert.equal(envelope.code, code, envelope.msg);
  if (typeof msg === 'string') assert.equal(envelope.msg, msg);
  else assert.match(envelope.msg, msg);
}

export function accountTestKit() {
  /** Everything the app sent, newest last. */
  const { mailer, sent } = recordingMailer();
  const seeded = seededApp(300, { mailer, settings: { codesPerHour: CODES_PER_HOUR, ...ONE_CLIENT } });

  async function post(path: string, body: unknown, init: { token?: string; lang?: string } = {}): Promise<TestEnvelope> {
    const headers = init.token ? { token: init.token } : undefined;
    return (await requestEnvelope(seeded.app, 'POST', path, { body, headers, lang: init.lang })).envelope;
  }

  /** The code in the newest message to `recipient`. */
  function codeSentTo(recipient: string): string {
    const message = sent.findLast((candidate) => candidate.recipient === recipient);
    assert.ok(message, `a message was sent to ${recipient}`);
    const match = /\b(\d{6})\b/.exec(message.body);
    assert.ok(match, message.body);
    return match[1] as string;
  }

  async function requestEmailCode(email: string, purpose = 'login'): Promise<string> {
    expectOk(await post(EMAIL_CODE, { email, purpose }), `code for ${email}`);
    return codeSentTo(email);
  }

  let serial = 0;

  return {
    sent,
    get db() {
      return seeded.db;
    },
    get app() {
      return seeded.app;
    },
    post,
    async my(token: string | undefined, query = ''): Promise<TestEnvelope> {
      return (await requestEnvelope(seeded.app, 'GET', `${MY}${query}`, token ? { headers: { token } } : {})).envelope;
    },
    codeSentTo,
    /** A fresh mobile number (E.164, as stored; `national` as typed in China) and email address. */
    freshAddresses() {
      serial += 1;
      const national = `1390000${String(serial).padStart(4, '0')}`;
      return { mobile: `+86${national}`, national, email: `customer${serial}@example.com` };
    },
    /** Pretends the address's codes were sent `seconds` earlier (instead of waiting out the per-minute limit). */
    async ageCodes(address: string, seconds: number): Promise<void> {
      const shift = sql.raw(`interval '${seconds} seconds'`);
      await seeded.db
        .update(verificationCodes)
        .set({ createdAt: sql`${verificationCodes.createdAt} - ${shift}`, expiresAt: sql`${verificationCodes.expiresAt} - ${shift}` })
        .where(eq(verificationCodes.address, address));
    },
    requestEmailCode,
    async registerByEmail(email: string, password: string, extra: Record<string, unknown> = {}): Promise<LoginAnswer> {
      const code = await requestEmailCode(email, 'register');
      return expectOk<LoginAnswer>(
        await post('/overseas/register', { account: email, code, password, confirmPassword: password, userName: 'Jane Li', companyName: 'Li Lab', ...extra }),
        'register',
      );
    },
  };
}
