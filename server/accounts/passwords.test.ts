import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from '@hono/zod-openapi';
import { describeIssues } from '../http/validation';
import { confirmedPassword, confirmPasswordField, passwordField } from '../../contract/accounts';
import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from './passwords';

describe('password hashing', () => {
  test('stores scrypt with its cost, a 16-byte salt and a 32-byte key, and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse 42');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    assert.equal(scheme, 'scrypt');
    assert.deepEqual([Number(N), Number(r), Number(p)], [PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p]);
    assert.ok(PASSWORD_COST.N * PASSWORD_COST.r * 128 >= 32 * 1024 * 1024, 'memory-hard: at least 32 MiB per hash');
    assert.equal(Buffer.from(salt as string, 'base64').length, 16);
    assert.equal(Buffer.from(key as string, 'base64').length, 32);
    assert.equal(await verifyPassword('correct horse 42', stored), true);
    assert.equal(await verifyPassword('correct horse 43', stored), false);
    assert.equal(await verifyPassword('', stored), false);
  });

  test('the same password hashes differently each time (random salt)', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    assert.notEqual(a, b);
  });

  test('reads the cost back from the stored string, so hashes made with another cost keep working', async () => {
    const weaker = await hashPassword('old password', { N: 2 ** 10, r: 8, p: 1 });
    assert.match(weaker, /^scrypt\$1024\$8\$1\$/);
    assert.equal(await verifyPassword('old password', weaker), true);
    assert.equal(needsRehash(weaker), true);
    assert.equal(needsRehash(await hashPassword('new password')), false);
  });

  test('a malformed or tampered stored string never verifies', async () => {
    for (const stored of ['', 'plain', 'bcrypt$10$x$y$z$w', 'scrypt$1000$8$1$c2FsdA==$a2V5', 'scrypt$1073741824$8$1$c2FsdA==$a2V5', 'scrypt$1024$8$1$$']) {
      assert.equal(await verifyPassword('anything', stored), false, stored);
    }
  });
});

describe('password rules', () => {
  const schema = z.object({ password: passwordField(), confirmPassword: confirmPasswordField() }).superRefine(confirmedPassword);
  const problem = (input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? null : describeIssues(parsed.error.issues);
  };

  test('8–64 characters, not blank, typed twice alike', () => {
    assert.equal(problem({ password: 'abcd1234', confirmPassword: 'abcd1234' }), null);
    assert.equal(problem({ password: 'x'.repeat(64), confirmPassword: 'x'.repeat(64) }), null);
    assert.equal(problem({ password: 'abc123', confirmPassword: 'abc123' }), 'password: must be at least 8 characters');
    assert.equal(problem({ password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }), 'password: must be at most 64 characters');
    assert.equal(problem({ password: '          ', confirmPassword: '          ' }), 'password: must not be blank');
    assert.equal(problem({ password: '', confirmPassword: '' }), 'password: must not be blank');
    assert.equal(problem({ password: 'abcd1234', confirmPassword: 'abcd12345' }), 'confirmPassword: the passwords do not match');
    assert.equal(problem({ confirmPassword: 'abcd1234' }), 'password: please enter a password');
  });

  test('counts characters, not UTF-16 units: eight Chinese characters or emoji are eight', () => {
    assert.equal(problem({ password: '实验室安全密码好', confirmPassword: '实验室安全密码好' }), null);
    assert.equal(problem({ password: '🔬🧪🧫🧬🔬🧪🧫', confirmPassword: '🔬🧪🧫🧬🔬🧪🧫' }), 'password: must be at least 8 characters');
  });
});
