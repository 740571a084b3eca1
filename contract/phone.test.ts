/** @jest-environment node */
import { isPhoneNumber } from './phone';

describe('isPhoneNumber', () => {
  it.each([
    ['+44 20 7946 0000', 'GB'],
    ['020 7946 0000', 'GB'],
    ['138 0013 8000', 'CN'],
    ['+86 138-0013-8000', 'US'],
    ['(212) 555-0100', 'US'],
  ])('accepts %s with country %s', (phone, country) => {
    expect(isPhoneNumber(phone, country)).toBe(true);
  });

  it.each([
    ['abc', 'GB'],
    ['12', 'CN'],
    ['+44 20 7946 0000 ext. abc', 'GB'],
    ['020 7946 0000', ''],
    ['1234567890123456789', 'US'],
  ])('refuses %s with country %s', (phone, country) => {
    expect(isPhoneNumber(phone, country)).toBe(false);
  });
});
