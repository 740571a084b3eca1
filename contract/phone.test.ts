/** @jest-environment node */
import { accountMobile, isPhoneNumber, readPhone, storedPhone } from './phone';

describe('the phone rule: never lose a lead over how a number is written (docs/product.md §5)', () => {
  it.each([
    ['+1 (617) 555-0123 ext. 204', 'US', '+16175550123 ext. 204'],
    ['+1 (617) 555-0123 ext. 204', 'CN', '+16175550123 ext. 204'],
    ['+1 617 555 0123 x204', '', '+16175550123 ext. 204'],
    ['+1 617 555 0123 #204', 'US', '+16175550123 ext. 204'],
    ['+86 21 5080 6600 分机 204', 'CN', '+862150806600 ext. 204'],
    ['021 5080 6600转204', 'CN', '+862150806600 ext. 204'],
    ['0049 30 1234567', 'DE', '+49301234567'],
    ['0049 30 1234567', 'US', '+49301234567'],
    ['0049 30 1234567', 'CN', '+49301234567'],
    ['0049 30 1234567', '', '+49301234567'],
    ['+44 20 7946 0000', 'GB', '+442079460000'],
    ['020 7946 0000', 'GB', '+442079460000'],
    ['138 0013 8000', 'CN', '+8613800138000'],
    ['+86 138-0013-8000', 'US', '+8613800138000'],
    ['(212) 555-0100', 'US', '+12125550100'],
    ['＋８６ １３８ ００１３ ８０００', '', '+8613800138000'],
  ])('keeps %s (country %s) as %s', (phone, country, stored) => {
    expect(isPhoneNumber(phone, country)).toBe(true);
    expect(storedPhone(phone, country)).toBe(stored);
  });

  it.each([
    ['020 7946 0000', ''],
    ['020 7946 0000', 'US'],
    ['123 4567 8901 234', 'FR'],
  ])('accepts %s (country %s) it cannot place and keeps it as typed', (phone, country) => {
    expect(readPhone(phone, country)).toEqual({ e164: null, extension: null, stored: phone });
  });

  it.each([
    ['abc', 'GB'],
    ['12', 'CN'],
    ['12345', 'US'],
    ['+44 20 7946 0000 ext. abc', 'GB'],
    ['1234567890123456789', 'US'],
    ['call me maybe', ''],
    ['', 'US'],
  ])('refuses %s (country %s): no phone number at all', (phone, country) => {
    expect(isPhoneNumber(phone, country)).toBe(false);
  });
});

describe("an account's mobile number", () => {
  it.each([
    ['+86 138-0013-8000', '+8613800138000'],
    ['0086 138 0013 8000', '+8613800138000'],
    ['8613800138000', '+8613800138000'],
    ['13800138000', '+8613800138000'],
    ['+1 (617) 555-0123 ext. 204', '+16175550123'],
    ['0049 30 1234567', '+49301234567'],
  ])('%s is %s', (raw, e164) => {
    expect(accountMobile(raw)).toBe(e164);
  });

  it.each(['123456', 'abc', '++8613800138000', ''])('%s is no number', (raw) => {
    expect(accountMobile(raw)).toBeNull();
  });
});
