import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiFailure } from '../http/envelope';
import { canonicalJson, idempotencyKeyFrom, requestHashOf } from '../http/idempotency';
import { mergeGoodsLines } from './inquiries';
import { waitText } from '../http/rate-limit';
import { isStaffAuthorization, readStaffToken, resolveStaffToken, staffTokenFile } from '../http/staff-token';

describe('idempotency keys and request hashes', () => {
  test('the same body in any key order hashes the same; another body does not', () => {
    assert.equal(canonicalJson({ b: 1, a: [{ d: 2, c: 'x' }], e: undefined }), '{"a":[{"c":"x","d":2}],"b":1}');
    assert.equal(requestHashOf({ a: 1, b: 2 }), requestHashOf({ b: 2, a: 1 }));
    assert.notEqual(requestHashOf({ a: 1 }), requestHashOf({ a: '1' }));
    assert.match(requestHashOf({}), /^[0-9a-f]{64}$/);
  });

  test('keys are 1–200 visible ASCII characters', () => {
    assert.equal(idempotencyKeyFrom(undefined), undefined);
    assert.equal(idempotencyKeyFrom('3f0b8c1e-6f4a-4c52-9d1e-000000000000'), '3f0b8c1e-6f4a-4c52-9d1e-000000000000');
    assert.equal(idempotencyKeyFrom('x'.repeat(200)), 'x'.repeat(200));
    for (const bad of ['', 'x'.repeat(201), 'with space', 'tab\t', 'é']) {
      assert.throws(
        () => idempotencyKeyFrom(bad),
        (error: unknown) => error instanceof ApiFailure && error.code === 400 && error.message.startsWith('Idempotency-Key: '),
      );
    }
  });
});

describe('rate-limit windows', () => {
  test('the wait is named, rounded up', () => {
    assert.equal(waitText(150_000), '3 minutes');
    assert.equal(waitText(60_000), '1 minute');
    assert.equal(waitText(59_001), '60 seconds');
    assert.equal(waitText(1_000), '1 second');
    assert.equal(waitText(0), '1 second');
  });
});

describe('goods lines', () => {
  test('the same goods item and SKU twice is one line, capped at 9999', () => {
    const merged = mergeGoodsLines([
      { goodsId: 1, skuId: 0, quantity: 2 },
      { goodsId: 1, skuId: 5, quantity: 1 },
      { goodsId: 1, skuId: 0, quantity: 9998 },
    ]);
    assert.deepEqual(merged, [
      { line: { goodsId: 1, skuId: 0, quantity: 9999 }, index: 0 },
      { line: { goodsId: 1, skuId: 5, quantity: 1 }, index: 1 },
    ]);
  });
});

describe('staff token', () => {
  test('bearer comparison', () => {
    assert.equal(isStaffAuthorization('Bearer s3cret-value-long', 's3cret-value-long'), true);
    assert.equal(isStaffAuthorization('bearer s3cret-value-long', 's3cret-value-long'), true);
    assert.equal(isStaffAuthorization('Bearer s3cret-value-lonG', 's3cret-value-long'), false);
    assert.equal(isStaffAuthorization('s3cret-value-long', 's3cret-value-long'), false);
    assert.equal(isStaffAuthorization(undefined, 's3cret-value-long'), false);
    assert.equal(isStaffAuthorization('Bearer x', undefined), false);
    assert.equal(isStaffAuthorization('Bearer ', ''), false);
  });

  test('generated once into DATA_DIR/staff-token, owner-only, then reused; STAFF_TOKEN wins', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'staff-token-')), 'data');
    try {
      assert.equal(await readStaffToken(dir), undefined);
      const first = await resolveStaffToken(undefined, dir);
      assert.match(first, /^[A-Za-z0-9_-]{43}$/);
      assert.equal((await stat(staffTokenFile(dir))).mode & 0o777, 0o600);
      assert.equal(await resolveStaffToken(undefined, dir), first);
      assert.equal(await resolveStaffToken('configured-token-123456', dir), 'configured-token-123456');
      const racing = await Promise.all([resolveStaffToken(undefined, `${dir}-2`), resolveStaffToken(undefined, `${dir}-2`)]);
      assert.equal(racing[0], racing[1]);
    } finally {
      await rm(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
