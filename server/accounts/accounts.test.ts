import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApp } from '../app';
import { cartLines, favourites, footprints, goods, inquiries, outboundMessages, rateLimitHits, userTokens, users, verificationCodes } from '../db/schema';
import { seedIfEmpty } from '../seed';
import type { AccountOverview } from './accounts';
import { createMailDelivery } from '../mail/mail-delivery';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { recordingMailer } from '../testing/recording-mailer';
import { requestEnvelope, type TestEnvelope } from '../testing/request';
import type { LoginAnswer } from '../../contract/accounts';

const CODES_PER_HOUR = 3;
/** Every request here comes from one client; the per-client limits have their own test (client-throttles.test.ts). */
const ONE_CLIENT = { codesPerClientPerHour: 10_000, passwordFailuresPerClient: 10_000 };
const MOBILE_CODE = '/overseas/login/mobile/getVerificationCode';
const EMAIL_CODE = '/overseas/login/email/getVerificationCode';
const MY = '/user/overseasUser/my';

let database: TestDatabase;
let app: OpenAPIHono;
/** Everything the app sent, newest last: the test reads codes here as a customer reads their mail. */
const { mailer: recording, sent } = recordingMailer();

before(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { goods: 300 });
  app = createApp({ db: database.db, dataDir: '/nonexistent', mailer: recording, settings: { codesPerHour: CODES_PER_HOUR, ...ONE_CLIENT } });
});

after(async () => {
  await database?.dispose();
});

async function post(path: string, body: unknown, init: { token?: string; lang?: string } = {}): Promise<TestEnvelope> {
  const headers = init.token ? { token: init.token } : undefined;
  return (await requestEnvelope(app, 'POST', path, { body, headers, lang: init.lang })).envelope;
}

async function my(token: string | undefined, query = ''): Promise<TestEnvelope> {
  return (await requestEnvelope(app, 'GET', `${MY}${query}`, token ? { headers: { token } } : {})).envelope;
}

function expectOk<T>(envelope: TestEnvelope, what: string): T {
  assert.equal(envelope.code, 0, `${what}: ${envelope.msg}`);
  return envelope.data as T;
}

function expectFailure(envelope: TestEnvelope, code: number, msg: string | RegExp): void {
  assert.equal(envelope.code, code, envelope.msg);
  if (typeof msg === 'string') assert.equal(envelope.msg, msg);
  else assert.match(envelope.msg, msg);
}

/** The code in the newest message to `recipient`. */
function codeSentTo(recipient: string): string {
  const message = sent.findLast((candidate) => candidate.recipient === recipient);
  assert.ok(message, `a message was sent to ${recipient}`);
  const match = /\b(\d{6})\b/.exec(message.body);
  assert.ok(match, message.body);
  return match[1] as string;
}

let serial = 0;
/** A fresh mobile number (E.164, as stored; `national` as typed in China) and email address per test, so tests never share limits or accounts. */
function freshAddresses() {
  serial += 1;
  const national = `1390000${String(serial).padStart(4, '0')}`;
  return { mobile: `+86${national}`, national, email: `customer${serial}@example.com` };
}

/** Pretends the address's codes were sent `seconds` earlier (instead of waiting out the per-minute limit). */
async function ageCodes(address: string, seconds: number): Promise<void> {
  const shift = sql.raw(`interval '${seconds} seconds'`);
  await database.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - ${shift}`, expiresAt: sql`${verificationCodes.expiresAt} - ${shift}` })
    .where(eq(verificationCodes.address, address));
}

async function requestEmailCode(email: string, purpose = 'login'): Promise<string> {
  expectOk(await post(EMAIL_CODE, { email, purpose }), `code for ${email}`);
  return codeSentTo(email);
}

async function registerByEmail(email: string, password: string, extra: Record<string, unknown> = {}): Promise<LoginAnswer> {
  const code = await requestEmailCode(email, 'register');
  return expectOk<LoginAnswer>(
    await post('/overseas/register', { account: email, code, password, confirmPassword: password, userName: 'Jane Li', companyName: 'Li Lab', ...extra }),
    'register',
  );
}

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
    const accounts = await database.db.select().from(users).where(eq(users.mobile, mobile));
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

describe('register and password login', () => {
  test('register answers a login; the same address again → 409; the password logs in', async () => {
    const { email } = freshAddresses();
    const registered = await registerByEmail(email, 'correct horse 42', { userName: '  李 Jane ', companyName: ' 复旦 Lab ' });
    assert.equal(registered.userName, '李 Jane');
    assert.equal(registered.companyName, '复旦 Lab');
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    assert.match(row?.passwordHash ?? '', /^scrypt\$32768\$8\$1\$/);
    assert.ok(!(row?.passwordHash ?? '').includes('correct horse'), 'the password is not stored');
    assert.equal((await my(registered.token)).code, 0);

    await ageCodes(email, 61);
    const again = await requestEmailCode(email, 'register');
    expectFailure(
      await post('/overseas/register', { account: email, code: again, password: 'other password', confirmPassword: 'other password', userName: 'Someone' }),
      409,
      'account: already registered; log in instead',
    );

    const login = expectOk<LoginAnswer>(
      await post('/overseas/login/password', { account: email.toUpperCase(), password: 'correct horse 42' }),
      'password login',
    );
    assert.equal(login.userId, registered.userId);
    assert.equal(login.userName, '李 Jane');
    expectFailure(
      await post('/overseas/login/password', { account: email, password: 'correct horse 43' }),
      400,
      'password: the account or password is incorrect',
    );
  });

  test('register by mobile number; a code sign-up account without a password cannot log in by password', async () => {
    const { mobile, national, email } = freshAddresses();
    expectOk(await post(MOBILE_CODE, { mobile, purpose: 'register' }), 'code');
    const registered = expectOk<LoginAnswer>(
      await post('/overseas/register', {
        account: national,
        code: codeSentTo(mobile),
        password: 'mobile pass 1',
        confirmPassword: 'mobile pass 1',
        userName: 'Wang Wei',
      }),
      'register',
    );
    expectOk(await post('/overseas/login/password', { account: mobile, password: 'mobile pass 1' }), 'password login by mobile');
    assert.equal(registered.companyName, '');

    const code = await requestEmailCode(email);
    expectOk(await post('/overseas/login/email', { email, code }), 'code sign-up');
    expectFailure(
      await post('/overseas/login/password', { account: email, password: 'anything at all' }),
      400,
      'password: the account or password is incorrect',
    );
  });

  test('an unknown account answers exactly like a wrong password', async () => {
    const { email } = freshAddresses();
    expectFailure(await post('/overseas/login/password', { account: email, password: 'whatever 123' }), 400, 'password: the account or password is incorrect');
  });

  test('after 10 failed password logins the account is throttled (429), even for the right password', async () => {
    const { email } = freshAddresses();
    await registerByEmail(email, 'the right one');
    for (let i = 0; i < 10; i += 1) {
      expectFailure(
        await post('/overseas/login/password', { account: email, password: `wrong ${i} password` }),
        400,
        'password: the account or password is incorrect',
      );
    }
    expectFailure(
      await post('/overseas/login/password', { account: email, password: 'the right one' }),
      429,
      /^account: too many failed password logins; try again in \d+ s/,
    );
    // Counted in the database, so every API instance sees it.
    const [counter] = await database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, `password-login:email:${email}`));
    assert.equal(counter?.hits, 10);
    // A password reset starts the count again.
    await ageCodes(email, 61);
    const code = await requestEmailCode(email, 'retrieve');
    expectOk(
      await post('/overseas/login/retrievePassword', { account: email, code, password: 'a new password', confirmPassword: 'a new password' }),
      'retrieve',
    );
    expectOk(await post('/overseas/login/password', { account: email, password: 'a new password' }), 'login after reset');
  });

  test('retrieve password: sets the new password and ends every older login', async () => {
    const { email } = freshAddresses();
    const registered = await registerByEmail(email, 'old password 1');
    const secondDevice = expectOk<LoginAnswer>(await post('/overseas/login/password', { account: email, password: 'old password 1' }), 'second device');
    await ageCodes(email, 61);
    const code = await requestEmailCode(email, 'retrieve');
    expectFailure(
      await post('/overseas/login/retrievePassword', { account: email, code, password: 'new password 2', confirmPassword: 'new password 3' }),
      400,
      'confirmPassword: the passwords do not match',
    );
    expectOk(
      await post('/overseas/login/retrievePassword', { account: email, code, password: 'new password 2', confirmPassword: 'new password 2' }),
      'retrieve',
    );
    expectFailure(await my(registered.token), 401, /^token: /);
    expectFailure(await my(secondDevice.token), 401, /^token: /);
    expectFailure(
      await post('/overseas/login/password', { account: email, password: 'old password 1' }),
      400,
      'password: the account or password is incorrect',
    );
    const fresh = expectOk<LoginAnswer>(await post('/overseas/login/password', { account: email, password: 'new password 2' }), 'new password');
    expectOk(await my(fresh.token), 'the new login works');
  });

  test('retrieve password for an address without an account: refused on account after the code', async () => {
    const { email } = freshAddresses();
    const code = await requestEmailCode(email, 'retrieve');
    expectFailure(
      await post('/overseas/login/retrievePassword', { account: email, code, password: 'new password 2', confirmPassword: 'new password 2' }),
      400,
      'account: no account is registered with this address; register instead',
    );
  });
});

describe('sessions', () => {
  test('logout revokes the token; logging out without a token is fine too', async () => {
    const { email } = freshAddresses();
    const login = await registerByEmail(email, 'log me out');
    expectOk(await my(login.token), 'before logout');
    assert.equal(expectOk(await post('/overseas/login/logout', {}, { token: login.token }), 'logout'), null);
    expectFailure(await my(login.token), 401, 'token: not a valid login; please log in');
    expectOk(await post('/overseas/login/logout', {}), 'logout without a token');
    expectOk(await post('/overseas/login/logout', {}, { token: login.token }), 'logout twice');
  });

  test("no token → 401, an expired token → 402, a userId that is not the token's → 401", async () => {
    const { email } = freshAddresses();
    const login = await registerByEmail(email, 'session pass');
    expectFailure(await my(undefined), 401, 'token: please log in');
    expectFailure(await my('made-up-token'), 401, 'token: not a valid login; please log in');
    expectOk(await my(login.token, `?userId=${login.userId}`), 'own userId');
    expectFailure(await my(login.token, `?userId=${Number(login.userId) + 1000}`), 401, 'userId: does not belong to this login');
    await database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, Number(login.userId)));
    expectFailure(await my(login.token), 402, 'token: the login has expired; please log in again');
  });

  test('/user/overseasUser/my counts favourites, footprints, inquiry-list lines and inquiries', async () => {
    const { email } = freshAddresses();
    const login = await registerByEmail(email, 'counting pass');
    const userId = Number(login.userId);
    const goodsIds = (await database.db.select({ id: goods.id }).from(goods).limit(3)).map((row) => row.id);
    await database.db.insert(favourites).values(goodsIds.slice(0, 2).map((goodsId) => ({ userId, goodsId })));
    await database.db.insert(footprints).values(goodsIds.map((goodsId) => ({ userId, goodsId })));
    await database.db.insert(cartLines).values({ userId, goodsId: goodsIds[0] as number, skuId: 0, quantity: 2 });
    await database.db
      .insert(inquiries)
      .values({ source: 'form', name: 'Jane', company: 'Li Lab', country: 'CN', email, phone: '123', message: 'Hello', userId });
    const overview = expectOk<AccountOverview>(await my(login.token), 'my');
    assert.deepEqual(overview.counts, { favourites: 2, footprints: 3, cartLines: 1, inquiries: 1 });
    assert.equal(overview.userName, 'Jane Li');
    assert.equal(overview.companyName, 'Li Lab');
  });
});

describe('bad input names its field', () => {
  /** A valid registration with one part changed. */
  const registration = (change: Record<string, unknown>) => ({
    account: 'jane@example.com',
    code: '123456',
    password: 'abcd1234',
    confirmPassword: 'abcd1234',
    userName: 'Jane',
    ...change,
  });
  const cases: [string, unknown, string][] = [
    [MOBILE_CODE, { mobile: 'call me' }, 'mobile: must be a mobile number'],
    [MOBILE_CODE, { mobile: '12345' }, 'mobile: must be a mobile number'],
    [MOBILE_CODE, {}, 'mobile: must be a mobile number'],
    [MOBILE_CODE, { mobile: true }, 'mobile: must be a mobile number'],
    [MOBILE_CODE, { mobile: '13800138000', purpose: 'spam' }, 'purpose: must be one of login, register, retrieve, security, change'],
    [EMAIL_CODE, { email: 'jane@' }, 'email: must be an email address'],
    [EMAIL_CODE, { email: '   ' }, 'email: must be an email address'],
    [EMAIL_CODE, { email: 'jane@example..com' }, 'email: must be an email address'],
    [EMAIL_CODE, { email: `${'a'.repeat(300)}@example.com` }, 'email: must be at most 254 characters'],
    ['/overseas/login/email', { email: 'jane@example.com', code: '12ab56' }, 'code: must be the 6-digit verification code'],
    ['/overseas/login/email', { email: 'jane@example.com', code: '' }, 'code: must be the 6-digit verification code'],
    ['/overseas/login/email', { email: 'jane@example.com' }, 'code: please enter the verification code'],
    ['/overseas/login/mobile', { mobile: '13800138000', code: 12345 }, 'code: must be the 6-digit verification code'],
    ['/overseas/login/password', { account: 'nobody', password: 'x' }, 'account: must be a mobile number or an email address'],
    ['/overseas/login/password', { account: 'jane@example.com', password: '' }, 'password: please enter your password'],
    ['/overseas/login/password', { account: 'jane@example.com' }, 'password: please enter your password'],
    ['/overseas/register', registration({ password: 'abc', confirmPassword: 'abc' }), 'password: must be at least 8 characters'],
    ['/overseas/register', registration({ password: '         ', confirmPassword: '         ' }), 'password: must not be blank'],
    ['/overseas/register', registration({ userName: '   ' }), 'userName: please enter your name'],
    ['/overseas/register', registration({ userName: 'J' }), 'userName: must be at least 2 characters'],
    ['/overseas/register', registration({ companyName: 'x'.repeat(201) }), 'companyName: must be at most 200 characters'],
    ['/overseas/register', registration({ confirmPassword: 'abcd12345' }), 'confirmPassword: the passwords do not match'],
    [
      '/overseas/login/retrievePassword',
      { account: '', code: '123456', password: 'abcd1234', confirmPassword: 'abcd1234' },
      'account: must be a mobile number or an email address',
    ],
    ['/overseas/register', '{"account": ', 'Request body: not valid JSON'],
  ];
  for (const [path, body, msg] of cases) {
    test(`${path} ${typeof body === 'string' ? body : JSON.stringify(body).slice(0, 90)}`, async () => {
      expectFailure(await post(path, body), 400, msg);
    });
  }

  test('unknown fields are ignored: a userId in the body does not choose the account', async () => {
    const { email } = freshAddresses();
    const other = await registerByEmail(email, 'first account');
    const second = freshAddresses().email;
    const code = await requestEmailCode(second, 'register');
    const registered = expectOk<LoginAnswer>(
      await post('/overseas/register', {
        account: second,
        code,
        password: 'second account',
        confirmPassword: 'second account',
        userName: 'Second',
        userId: other.userId,
        admin: true,
      }),
      'register with extra fields',
    );
    assert.notEqual(registered.userId, other.userId);
  });

  test('the OpenAPI document describes the account routes', async () => {
    const response = await app.request('/openapi.json');
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/overseas/register',
      '/overseas/login/mobile',
      '/overseas/login/email',
      '/overseas/login/password',
      '/overseas/login/retrievePassword',
      '/overseas/login/logout',
      MY,
      MOBILE_CODE,
      EMAIL_CODE,
    ]) {
      assert.ok(document.paths[path], `${path} is documented`);
    }
    assert.equal(document.paths['/dev/outbox/latest'], undefined);
  });
});

describe('the development outbox', () => {
  test('GET /dev/outbox/latest answers the newest message only when EXPOSE_OUTBOX is on', async () => {
    const mailer = createMailDelivery(database.db, { smtpUrl: undefined, from: 'no-reply@labshop.local' });
    const exposed = createApp({ db: database.db, dataDir: '/nonexistent', mailer, settings: { exposeOutbox: true, ...ONE_CLIENT } });
    const { email, mobile, national } = freshAddresses();
    assert.equal((await requestEnvelope(exposed, 'POST', EMAIL_CODE, { body: { email } })).envelope.code, 0);
    assert.equal((await requestEnvelope(exposed, 'POST', MOBILE_CODE, { body: { mobile } })).envelope.code, 0);

    const latest = await requestEnvelope(exposed, 'GET', `/dev/outbox/latest?recipient=${encodeURIComponent(` ${email.toUpperCase()}`)}`);
    const message = expectOk<{ channel: string; recipient: string; subject: string; body: string; createdAt: string }>(latest.envelope, 'outbox');
    assert.equal(message.channel, 'email');
    assert.equal(message.recipient, email);
    const [row] = await database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, email));
    assert.equal(message.body, row?.body);
    const code = /(\d{6})/.exec(message.body)?.[1];
    expectOk(await requestEnvelope(exposed, 'POST', '/overseas/login/email', { body: { email, code } }).then((r) => r.envelope), 'login with the outbox code');

    const byMobile = await requestEnvelope(exposed, 'GET', `/dev/outbox/latest?recipient=${encodeURIComponent(national)}`);
    assert.equal(expectOk<{ recipient: string }>(byMobile.envelope, 'mobile outbox').recipient, mobile);
    const nothing = await requestEnvelope(exposed, 'GET', '/dev/outbox/latest?recipient=nobody@example.com');
    expectFailure(nothing.envelope, 3, 'recipient: no message for nobody@example.com yet');

    const hidden = await requestEnvelope(app, 'GET', `/dev/outbox/latest?recipient=${encodeURIComponent(email)}`);
    assert.equal(hidden.status, 404);
    assert.equal(hidden.envelope.code, 3);
  });
});
