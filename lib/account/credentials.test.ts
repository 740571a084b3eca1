/** @jest-environment node */
import {
  channelOf,
  checkAccount,
  checkCode,
  checkConfirmPassword,
  checkCurrentPassword,
  checkNewPassword,
  checkOptionalText,
  checkRequiredText,
  normaliseMobile,
  problemsOf,
} from './credentials';

describe('account credentials', () => {
  it('reads mobile numbers as digits and tells an email from a mobile number', () => {
    expect(normaliseMobile('+86 138-0013-8000')).toBe('8613800138000');
    expect(normaliseMobile('138+0013')).toBe('138+0013');
    expect(channelOf('jane@example.com')).toBe('email');
    expect(channelOf('13800138000')).toBe('mobile');
  });

  it('checks mobile numbers and emails', () => {
    expect(checkAccount('', 'mobile')).toBe('required');
    expect(checkAccount('138 0013 8000', 'mobile')).toBeNull();
    expect(checkAccount('13800x', 'mobile')).toBe('mobileFormat');
    expect(checkAccount('123', 'mobile')).toBe('mobileFormat');
    expect(checkAccount('138+0013', 'mobile')).toBe('mobileFormat');
    expect(checkAccount('  ', 'email')).toBe('required');
    expect(checkAccount('jane@example', 'email')).toBe('emailFormat');
    expect(checkAccount('jane@example.com', 'email')).toBeNull();
    expect(checkAccount('jane@@example.com')).toBe('emailFormat');
    expect(checkAccount('jane@example.com', 'mobile')).toBe('mobileFormat');
  });

  it('wants six-digit codes', () => {
    expect(checkCode('')).toBe('required');
    expect(checkCode(' 123456 ')).toBeNull();
    expect(checkCode('12345')).toBe('codeFormat');
    expect(checkCode('12345a')).toBe('codeFormat');
  });

  it('wants new passwords of 8–64 characters that match their confirmation (docs/product.md §5)', () => {
    expect(checkNewPassword('        ')).toBe('required');
    expect(checkNewPassword('short')).toBe('passwordLength');
    expect(checkNewPassword('x'.repeat(65))).toBe('passwordLength');
    expect(checkNewPassword('😀😀😀😀😀😀😀😀')).toBeNull();
    expect(checkNewPassword(' long enough ')).toBeNull();
    expect(checkConfirmPassword('long enough', '')).toBe('passwordsMustMatch');
    expect(checkConfirmPassword('long enough', 'long enough!')).toBe('passwordsMustMatch');
    expect(checkConfirmPassword('long enough', 'long enough')).toBeNull();
    expect(checkCurrentPassword('')).toBe('required');
    expect(checkCurrentPassword(' ')).toBeNull();
  });

  it('checks names and collects the problems of a form', () => {
    expect(checkRequiredText(' ', 10)).toBe('required');
    expect(checkRequiredText('x'.repeat(11), 10)).toBe('tooLong');
    expect(checkRequiredText(' J ', 50, 2)).toBe('tooShort');
    expect(checkOptionalText('', 10)).toBeNull();
    expect(problemsOf({ account: null, code: 'codeFormat' as const })).toEqual({ code: 'codeFormat' });
  });
});
