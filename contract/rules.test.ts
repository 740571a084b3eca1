import { emailAddress, isEmail, mobileDigits } from './rules';

describe('the one email pattern', () => {
  test.each(['jane@example.com', 'j.doe+lab@mail.example.co.uk', 'x@y.cn'])('%s is an address', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  test.each(['a@b..c', 'a@b.', 'a@.b', 'a@b', 'a b@c.d', '@b.c', 'a@@b.c', `${'a'.repeat(250)}@b.cn`])('%s is not', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  test('an address is stored trimmed and lower-cased', () => {
    expect(emailAddress('  Jane@Example.COM ')).toBe('jane@example.com');
    expect(emailAddress('a@b..c')).toBeNull();
  });
});

describe('the mobile rule', () => {
  test('6 to 15 digits, a leading + and separators allowed', () => {
    expect(mobileDigits('+86 138-0013-8000')).toBe('8613800138000');
    expect(mobileDigits('(020) 7946.0000')).toBe('02079460000');
    expect(mobileDigits('12345')).toBeNull();
    expect(mobileDigits('1234567890123456')).toBeNull();
    expect(mobileDigits('138 0013 800a')).toBeNull();
  });
});
