/**
 * Registration, password login and sessions (docs/product.md §5, §6, §7.1): register answers a
 * login, an unknown account answers like a wrong password, failed logins throttle the account,
 * recovery ends every older login, tokens expire; and bad input names its field. The codes these
 * flows rest on are in accounts-codes.test.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { cartLines, favourites, footprints, goods, inquiries, rateLimitHits, userTokens, users } from '../db/schema';
import type { AccountOverview } from './accounts';
import type { LoginAnswer } from '../../contract/accounts';
import { EMAIL_CODE, MOBILE_CODE, MY, accountTestKit, expectFailure, expectOk } from './account-test-kit';

const kit = accountTestKit();
const { post, my, codeSentTo, freshAddresses, ageCodes, requestEmailCode, registerByEmail } = kit;

describe('register and password login', () => {
  test('register answers a login; the same address again → 409; the password logs in', async () => {
    const { email } = freshAddresses();
    const registered = await registerByEmail(email, 'correct horse 42', { userName: '  李 Jane ', companyName: ' 复旦 Lab ' });
    assert.equal(registered.userName, '李 Jane');
    assert.equal(registered.companyName, '复旦 Lab');
    const [row] = await kit.db.select().from(users).where(eq(users.email, email));
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
    const [counter] = await kit.db
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
    await kit.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, Number(login.userId)));
    expectFailure(await my(login.token), 402, 'token: the login has expired; please log in again');
  });

  test('/user/overseasUser/my counts favourites, footprints, inquiry-list lines and inquiries', async () => {
    const { email } = freshAddresses();
    const login = await registerByEmail(email, 'counting pass');
    const userId = Number(login.userId);
    const goodsIds = (await kit.db.select({ id: goods.id }).from(goods).limit(3)).map((row) => row.id);
    await kit.db.insert(favourites).values(goodsIds.slice(0, 2).map((goodsId) => ({ userId, goodsId })));
    await kit.db.insert(footprints).values(goodsIds.map((goodsId) => ({ userId, goodsId })));
    await kit.db.insert(cartLines).values({ userId, goodsId: goodsIds[0] as number, skuId: 0, quantity: 2 });
    await kit.db.insert(inquiries).values({ source: 'form', name: 'Jane', company: 'Li Lab', country: 'CN', email, phone: '123', message: 'Hello', userId });
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
    const response = await kit.app.request('/openapi.json');
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
