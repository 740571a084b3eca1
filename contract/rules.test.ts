import { emailAddress, isEmail } from './rules';

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
