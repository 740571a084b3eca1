import { checkAccount } from '@/lib/account/credentials';
import { fieldError } from '@/lib/inquiry/inquiry-form';

// Both forms take their email rule from contract/rules.ts, so they refuse and accept alike.
test('the inquiry form and the account forms judge an email address alike', () => {
  expect(fieldError('email', 'a@b..c')).toBe('emailInvalid');
  expect(checkAccount('a@b..c')).toBe('emailFormat');
  expect(fieldError('email', 'jane@example.com')).toBeNull();
  expect(checkAccount('jane@example.com')).toBeNull();
});
