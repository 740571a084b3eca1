/** @jest-environment node */
import { isGatedPath } from './gated-routes';

describe('isGatedPath', () => {
  it.each([
    '/user',
    '/my-order',
    '/my-quote',
    '/my-evaluate',
    '/integral-exchange',
    '/mail',
    '/account-information',
    '/account-security',
    '/receiving-address',
    '/my-tracks',
    '/my-inquiries',
    '/quick-order',
  ])('%s needs a token', (path) => expect(isGatedPath(path)).toBe(true));

  it('leaves public pages and look-alikes open', () => {
    expect(isGatedPath('/')).toBe(false);
    expect(isGatedPath('/goods-list')).toBe(false);
    expect(isGatedPath('/users')).toBe(false);
    expect(isGatedPath('/mailbox')).toBe(false);
    expect(isGatedPath('/my-inquiries-help')).toBe(false);
  });
});
