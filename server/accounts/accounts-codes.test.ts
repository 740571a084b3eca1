/**
 * Verification codes for login, registration and recovery (docs/product.md §5, §7.1): the message
 * a customer reads, one code a minute and CODES_PER_HOUR an hour per address, 5 minutes and 5
 * tries per code, each used once; and the development outbox that lets browser journeys read
 * them. Registration, password login and sessions are in accounts-login.test.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { outboundMessages, users } from '../db/schema';
import type { AccountOverview } from './accounts';
import { createMailDelivery } from '../mail/mail-delivery';
import { requestEnvelope } from '../testing/request';
import type { LoginAnswer } from '../../contract/accounts';
import { CODES_PER_HOUR, EMAIL_CODE, MOBILE_CODE, ONE_CLIENT, accountTestKit, expectFailure, expectOk } from './account-test-kit';

const kit = accountTestKit();
const { sent, post, my, codeSentTo, freshAddresses, ageCodes, requestEmailCode, registerByEmail } = kit;

describe('verification codes', () => {
  test('email code flow: request → read the message → log in → the token works on /user/overseasUser/my', async () => {
    const { email } = freshAddresses();
    const mixedCase = `  ${email.toUpperCase()} `;
    const answer = expectOk<{ expiresInSeconds: number; resendInSeconds: number }>(await post(EMAIL_CODE, { email: mixedCase }, { lang: 'zh' }), 'request');
    assert.deepEqual(answer, { expiresInSeconds: 300, resendInSeconds: 60 });
    const message = sent.at(-1);
    assert.equal(message?.channel, 'email');
    assert.equal(message?.recipient, email, 'the address is trimmed and lower-cased');
    assert.equal(message?.subject, '您的验证码');
    assert.match(message?.body ?? '', /^您的验证码是 \d{6}，5 分钟内有效。$/);

    const login = expectOk<LoginAnswer>(await post('/overseas/login/email', { email: mixedCase, code: codeSentTo(email) }), 'login');
    assert.match(login.userId, /^\d+$/);
    assert.ok(login.token.length >= 40);
    assert.equal(login.userName, `c***@example.com`, 'code sign-up names the account by its masked address');
    assert.equal(login.companyName, '');

    const overview = expectOk<AccountOverview>(await my(login.token), 'my');
    assert.equal(overview.userId, login.userId);
    assert.equal(overview.email, 'c***@example.com');
    assert.equal(overview.mobile, null);
    assert.deepEqual(overview.counts, { favourites: 0, footprints: 0, cartLines: 0, inquiries: 0 });
    assert.ok(!Number.isNaN(Date.parse(overview.createdAt ?? '')));
  });

  test('mobile code login: the number is normalised to E.164, and a second login finds the same account', async () => {
    const { mobile, national } = freshAddresses();
    const typed = `+86 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
    expectOk(await post(MOBILE_CODE, { mobile: typed }, { lang: 'en' }), 'request');
    const message = sent.at(-1);
    assert.deepEqual(
      { channel: message?.channel, recipient: message?.recipient, subject: message?.subject },
      { channel: 'mobile', recipient: mobile, subject: 'Your verification code' },
    );
    assert.match(message?.body ?? '', /^Your verification code is \d{6}\. It expires in 5 minutes\.$/);
    const first = expectOk<LoginAnswer>(await post('/overseas/login/mobile', { mobile: typed, code: codeSentTo(mobile) }), 'first login');
    assert.equal(first.userName, `${national.slice(0, 3)}****${national.slice(-4)}`);

    await ageCodes(mobile, 61);
    expectOk(await post(MOBILE_CODE, { mobile }), 'second request');
    const second = expectOk<LoginAnswer>(await post('/overseas/login/mobile', { mobile, code: codeSentTo(mobile) }), 'second login');
    assert.equal(second.userId, first.userId);
    assert.notEqual(second.token, first.token);
    const accounts = await kit.db.select().from(users).where(eq(users.mobile, mobile));
    assert.equal(accounts.length, 1);
    const overview = expectOk<AccountOverview>(await my(second.token), 'my');
    assert.equal(overview.mobile, `${national.slice(0, 3)}****${national.slice(-4)}`);
  });

  test('the answer is the same whether or not an account has the address', async () => {
    const known = freshAddresses().email;
    await registerByEmail(known, 'a good password');
    await ageCodes(known, 61);
    const unknown = freshAddresses().email;
    const forKnown = await post(EMAIL_CODE, { email: known, purpose: 'login' });
    const forUnknown = await post(EMAIL_CODE, { email: unknown, purpose: 'login' });
    assert.deepEqual(forKnown, forUnknown);
  });

  test('one code per minute per address (429 naming the field and the wait), then CODES_PER_HOUR per hour', async () => {
    const { mobile, email } = freshAddresses();
    expectOk(await post(MOBILE_CODE, { mobile }), 'first');
    expectFailure(await post(MOBILE_CODE, { mobile, purpose: 'register' }), 429, /^mobile: a code was sent less than a minute ago; try again in (59|60) s$/);
    expectOk(await post(EMAIL_CODE, { email }), 'another address is not limited');
    expectFailure(await post(EMAIL_CODE, { email }), 429, /^email: a code was sent less than a minute ago; try again in \d+ s$/);

    for (let i = 1; i < CODES_PER_HOUR; i += 1) {
      await ageCodes(mobile, 61);
      expectOk(await post(MOBILE_CODE, { mobile }), `code ${i + 1} of the hour`);
    }
    await ageCodes(mobile, 61);
    expectFailure(await post(MOBILE_CODE, { mobile }), 429, new RegExp(`^mobile: at most ${CODES_PER_HOUR} codes per hour; try again in \\d+ s$`));
    // Once the oldest code of the hour is more than an hour old, a slot opens.
    await ageCodes(mobile, 3600);
    expectOk(await post(MOBILE_CODE, { mobile }), 'a new hour');
  });

  test('a code expires after 5 minutes', async () => {
    const { email } = freshAddresses();
    const code = await requestEmailCode(email);
    await ageCodes(email, 300);
    expectFailure(await post('/overseas/login/email', { email, code }), 400, 'code: the code has expired; request a new one');
    await ageCodes(email, 61);
    const fresh = await requestEmailCode(email);
    expectOk(await post('/overseas/login/email', { email, code: fresh }), 'a new code works');
  });

  test('5 wrong tries kill the code; the right code is refused afterwards', async () => {
    const { email } = freshAddresses();
    const code = await requestEmailCode(email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let left = 4; left >= 1; left -= 1) {
      expectFailure(
        await post('/overseas/login/email', { email, code: wrong }),
        400,
        `code: the code is incorrect; ${left} ${left === 1 ? 'try' : 'tries'} left`,
      );
    }
    expectFailure(await post('/overseas/login/email', { email, code: wrong }), 400, 'code: the code is incorrect; request a new code');
    expectFailure(await post('/overseas/login/email', { email, code }), 400, 'code: too many wrong tries; request a new code');
  });

  test('a used code cannot log in again', async () => {
    const { email } = freshAddresses();
    const code = await requestEmailCode(email);
    expectOk(await post('/overseas/login/email', { email, code }), 'first use');
    expectFailure(await post('/overseas/login/email', { email, code }), 400, 'code: this code has already been used; request a new one');
  });

  test('no code requested, or one for another purpose: refused on code', async () => {
    const { email } = freshAddresses();
    expectFailure(await post('/overseas/login/email', { email, code: '123456' }), 400, 'code: request a verification code first');
    const code = await requestEmailCode(email, 'retrieve');
    expectFailure(await post('/overseas/login/email', { email, code }), 400, 'code: request a verification code first');
  });
});

describe('the development outbox', () => {
  test('GET /dev/outbox/latest answers the newest message only when EXPOSE_OUTBOX is on', async () => {
    const mailer = createMailDelivery(kit.db, { smtpUrl: undefined, from: 'no-reply@labshop.local' });
    const exposed = createApp({ db: kit.db, dataDir: '/nonexistent', mailer, settings: { exposeOutbox: true, ...ONE_CLIENT } });
    const { email, mobile, national } = freshAddresses();
    assert.equal((await requestEnvelope(exposed, 'POST', EMAIL_CODE, { body: { email } })).envelope.code, 0);
    assert.equal((await requestEnvelope(exposed, 'POST', MOBILE_CODE, { body: { mobile } })).envelope.code, 0);

    const latest = await requestEnvelope(exposed, 'GET', `/dev/outbox/latest?recipient=${encodeURIComponent(` ${email.toUpperCase()}`)}`);
    const message = expectOk<{ channel: string; recipient: string; subject: string; body: string; createdAt: string }>(latest.envelope, 'outbox');
    assert.equal(message.channel, 'email');
    assert.equal(message.recipient, email);
    const [row] = await kit.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, email));
    assert.equal(message.body, row?.body);
    const code = /(\d{6})/.exec(message.body)?.[1];
    expectOk(await requestEnvelope(exposed, 'POST', '/overseas/login/email', { body: { email, code } }).then((r) => r.envelope), 'login with the outbox code');

    const byMobile = await requestEnvelope(exposed, 'GET', `/dev/outbox/latest?recipient=${encodeURIComponent(national)}`);
    assert.equal(expectOk<{ recipient: string }>(byMobile.envelope, 'mobile outbox').recipient, mobile);
    const nothing = await requestEnvelope(exposed, 'GET', '/dev/outbox/latest?recipient=nobody@example.com');
    expectFailure(nothing.envelope, 3, 'recipient: no message for nobody@example.com yet');

    const hidden = await requestEnvelope(kit.app, 'GET', `/dev/outbox/latest?recipient=${encodeURIComponent(email)}`);
    assert.equal(hidden.status, 404);
    assert.equal(hidden.envelope.code, 3);
  });
});
