/** @jest-environment node */
import { LOGIN_OPERATIONS, isLoginPath } from '@/lib/api/login-paths';
import { parseSessionRequest } from './session-request';

describe('parseSessionRequest', () => {
  it('turns each method into its API call with only that call’s fields', () => {
    const parsed = parseSessionRequest({ method: 'email', email: ' jane@example.com ', code: '123456', guest: { searches: ['pcr'] } });
    expect(parsed).toEqual({
      ok: true,
      call: { method: 'email', operation: LOGIN_OPERATIONS.email, params: { email: 'jane@example.com', code: '123456' }, guest: { searches: ['pcr'] } },
    });
  });

  it('keeps passwords exactly as typed and leaves out an absent company', () => {
    const parsed = parseSessionRequest({
      method: 'register',
      account: '13800138000',
      code: '123456',
      password: ' secret pass ',
      confirmPassword: ' secret pass ',
      userName: 'Jane',
    });
    expect(parsed.ok && parsed.call.params).toEqual({
      account: '13800138000',
      code: '123456',
      password: ' secret pass ',
      confirmPassword: ' secret pass ',
      userName: 'Jane',
    });
    expect(parsed.ok && parsed.call.operation.path).toBe('/overseas/register');
    expect(parsed.ok && parsed.call.guest).toEqual({});
  });

  it('names the field in every refusal', () => {
    expect(parseSessionRequest({ method: 'mobile', code: '123456' })).toEqual({ ok: false, msg: 'mobile: must be text' });
    expect(parseSessionRequest({ method: 'password', account: 'a@b.co', password: '' })).toEqual({ ok: false, msg: 'password: must not be empty' });
    expect(parseSessionRequest({ method: 'token' })).toMatchObject({
      ok: false,
      msg: expect.stringMatching(/^method: must be one of mobile, email, password, register/),
    });
    expect(parseSessionRequest(null)).toMatchObject({ ok: false });
    expect(parseSessionRequest({ method: 'password', account: 'a@b.co', password: 'x', guest: { inquiryList: [{ id: 12, skuId: 3, quantity: 0 }] } })).toEqual({
      ok: false,
      msg: 'guest.inquiryList.0.quantity: must be at least 1',
    });
    expect(
      parseSessionRequest({ method: 'password', account: 'a@b.co', password: 'x', guest: { footprints: [{ goodsId: 4, viewedAt: 'yesterday' }] } }),
    ).toEqual({ ok: false, msg: 'guest.footprints.0.viewedAt: must be an ISO date-time' });
  });

  it('refuses guest data beyond the API’s batch limits', () => {
    const searches = Array.from({ length: 11 }, (_, i) => `term ${i}`);
    expect(parseSessionRequest({ method: 'password', account: 'a@b.co', password: 'x', guest: { searches } })).toEqual({
      ok: false,
      msg: 'guest.searches: must have at most 10 terms',
    });
  });
});

describe('isLoginPath', () => {
  it('knows the four token-answering calls, in any letter case', () => {
    expect(isLoginPath(['overseas', 'login', 'mobile'])).toBe(true);
    expect(isLoginPath(['overseas', 'Register'])).toBe(true);
    expect(isLoginPath(['overseas', 'login', 'mobile', 'getVerificationCode'])).toBe(false);
    expect(isLoginPath(['overseas', 'login', 'logout'])).toBe(false);
  });
});
