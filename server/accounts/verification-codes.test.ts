import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { verificationCodes } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { seededApp } from '../testing/seeded-app';
import { normaliseEmail, normaliseMobile } from '../../contract/accounts';
import { checkCode, codeMessage, issueCode, MAX_CODE_TRIES, type CodeTarget } from './verification-codes';

const seeded = seededApp(null);

const settings = { codesPerHour: 5 };
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
let counter = 0;
/** A fresh address per test, so tests never share limits. */
const target = (purpose: CodeTarget['purpose'] = 'login'): CodeTarget => ({
  channel: 'mobile',
  address: `86138${String(++counter).padStart(8, '0')}`,
  purpose,
});

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiFailure, String(error));
    return error;
  }
  assert.fail('expected a failure');
}

describe('address normalisation', () => {
  test('mobile numbers become E.164; a bare 11-digit mainland mobile is in China', () => {
    // One number however it is written: E.164 (docs/product.md §4).
    assert.equal(normaliseMobile('+86 138-0013-8000'), '+8613800138000');
    assert.equal(normaliseMobile(' (138) 0013.8000 '), '+8613800138000');
    assert.equal(normaliseMobile('13800138000'), '+8613800138000');
    assert.equal(normaliseMobile('8613800138000'), '+8613800138000');
    assert.equal(normaliseMobile('+44 20 7946 0000'), '+442079460000');
    assert.equal(normaliseMobile('123456'), null);
    assert.equal(normaliseMobile('12345'), null);
    assert.equal(normaliseMobile('1234567890123456'), null);
    assert.equal(normaliseMobile('138abc8000'), null);
    assert.equal(normaliseMobile('++8613800138000'), null);
    assert.equal(normaliseMobile(''), null);
  });

  test('email addresses are trimmed and lower-cased, and must be addresses', () => {
    assert.equal(normaliseEmail('  Jane.Li@Example.COM '), 'jane.li@example.com');
    assert.equal(normaliseEmail('jane@'), null);
    assert.equal(normaliseEmail('not an email'), null);
    assert.equal(normaliseEmail(`${'a'.repeat(250)}@x.com`), null);
  });
});

describe('issuing and checking codes', () => {
  test('a code is 6 digits, stored hashed, expires in 5 minutes and works once', async () => {
    const who = target();
    const now = new Date();
    const { code, expiresAt } = await issueCode(seeded.db, who, settings, now);
    assert.match(code, /^\d{6}$/);
    assert.equal(expiresAt.getTime() - now.getTime(), 300_000);
    const [row] = await seeded.db.select().from(verificationCodes).where(eq(verificationCodes.address, who.address));
    assert.ok(row);
    assert.ok(!row.codeHash.includes(code), 'the code is not stored in clear');
    await checkCode(seeded.db, { ...who, code }, at(now, 10));
    const reuse = await failure(checkCode(seeded.db, { ...who, code }, at(now, 20)));
    assert.equal(reuse.code, 400);
    assert.match(reuse.message, /^code: this code has already been used/);
  });

  test('one code per minute per address, whatever the purpose: 429 naming the field and the wait', async () => {
    const who = target();
    const now = new Date();
    await issueCode(seeded.db, who, settings, now);
    const again = await failure(issueCode(seeded.db, { ...who, purpose: 'register' }, settings, at(now, 15)));
    assert.equal(again.code, 429);
    assert.equal(again.message, 'mobile: a code was sent less than a minute ago; try again in 45 s');
    await issueCode(seeded.db, who, settings, at(now, 60));
  });

  test('codesPerHour per address per hour', async () => {
    const who = target();
    const start = new Date();
    for (let i = 0; i < settings.codesPerHour; i += 1) await issueCode(seeded.db, who, settings, at(start, i * 61));
    const over = await failure(issueCode(seeded.db, who, settings, at(start, settings.codesPerHour * 61)));
    assert.equal(over.code, 429);
    // The first code of the hour leaves the window 3600 s after it was sent.
    assert.equal(over.message, `mobile: at most ${settings.codesPerHour} codes per hour; try again in ${3600 - settings.codesPerHour * 61} s`);
    await issueCode(seeded.db, who, settings, at(start, 3600 + 1));
  });

  test('requests at the same moment for one address: exactly one code is issued', async () => {
    const who = target();
    const now = new Date();
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => issueCode(seeded.db, who, settings, now)));
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1);
    const rows = await seeded.db.select().from(verificationCodes).where(eq(verificationCodes.address, who.address));
    assert.equal(rows.length, 1);
  });

  test('an expired code is refused', async () => {
    const who = target();
    const now = new Date();
    const { code } = await issueCode(seeded.db, who, settings, now);
    const late = await failure(checkCode(seeded.db, { ...who, code }, at(now, 300)));
    assert.equal(late.message, 'code: the code has expired; request a new one');
  });

  test(`after ${MAX_CODE_TRIES} wrong tries the code is dead, even for the right code`, async () => {
    const who = target();
    const now = new Date();
    const { code } = await issueCode(seeded.db, who, settings, now);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= MAX_CODE_TRIES; i += 1) {
      const miss = await failure(checkCode(seeded.db, { ...who, code: wrong }, now));
      assert.match(miss.message, /^code: the code is incorrect/);
    }
    const dead = await failure(checkCode(seeded.db, { ...who, code }, now));
    assert.equal(dead.message, 'code: too many wrong tries; request a new code');
  });

  test('concurrent guesses never exceed the cap', async () => {
    const who = target();
    const now = new Date();
    const { code } = await issueCode(seeded.db, who, settings, now);
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, '0')).filter((guess) => guess !== code);
    await Promise.allSettled(guesses.map((guess) => checkCode(seeded.db, { ...who, code: guess }, now)));
    const [row] = await seeded.db.select().from(verificationCodes).where(eq(verificationCodes.address, who.address));
    assert.equal(row?.attempts, MAX_CODE_TRIES);
  });

  test('only the newest code of an address and purpose counts', async () => {
    const who = target();
    const now = new Date();
    const first = await issueCode(seeded.db, who, settings, now);
    const second = await issueCode(seeded.db, who, settings, at(now, 61));
    if (first.code !== second.code) {
      const old = await failure(checkCode(seeded.db, { ...who, code: first.code }, at(now, 70)));
      assert.match(old.message, /^code: the code is incorrect/);
    }
    await checkCode(seeded.db, { ...who, code: second.code }, at(now, 70));
    // The older code does not come back to life once the newer one is used.
    const afterUse = await failure(checkCode(seeded.db, { ...who, code: first.code }, at(now, 80)));
    assert.match(afterUse.message, /^code: this code has already been used/);
  });

  test('a code works only for its purpose and its address', async () => {
    const who = target('register');
    const now = new Date();
    const { code } = await issueCode(seeded.db, who, settings, now);
    const forLogin = await failure(checkCode(seeded.db, { ...who, purpose: 'login', code }, now));
    assert.equal(forLogin.message, 'code: request a verification code first');
    const otherAddress = await failure(checkCode(seeded.db, { ...target('register'), code }, now));
    assert.equal(otherAddress.message, 'code: request a verification code first');
    const [row] = await seeded.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.address, who.address), eq(verificationCodes.purpose, 'register')));
    assert.equal(row?.attempts, 0);
    await checkCode(seeded.db, { ...who, code }, now);
  });

  test('the message is in the caller’s language', () => {
    assert.deepEqual(codeMessage('123456', 'en'), {
      subject: 'Your verification code',
      body: 'Your verification code is 123456. It expires in 5 minutes.',
    });
    assert.deepEqual(codeMessage('123456', 'zh'), { subject: '您的验证码', body: '您的验证码是 123456，5 分钟内有效。' });
  });
});
