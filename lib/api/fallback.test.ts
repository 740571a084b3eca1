/** @jest-environment node */
import { ApiError, TRANSPORT_CODE } from './errors';
import { fallback } from './fallback';

const refused = new ApiError({ code: 3, msg: 'off shelf' });
const invalid = new ApiError({ code: 400, msg: 'id is invalid' });
const transient = [
  new ApiError({ code: TRANSPORT_CODE.network, msg: 'reset' }),
  new ApiError({ code: TRANSPORT_CODE.timeout, msg: 'slow' }),
  new ApiError({ code: 500, msg: 'internal' }),
  new ApiError({ code: 429, msg: 'too many requests', retryable: true }),
  new ApiError({ code: TRANSPORT_CODE.malformed, msg: 'HTTP 502', status: 502, retryable: true }),
];

describe('fallback: the one rule for failed calls (docs/architecture.md §4)', () => {
  test('an answer passes through whatever the rule', async () => {
    await expect(fallback(Promise.resolve([1]), { main: [] })).resolves.toEqual([1]);
    await expect(fallback(Promise.resolve([1]), { optional: [] })).resolves.toEqual([1]);
  });

  test('main content: a refusal falls back (empty list, or null for a 404), a transient failure throws', async () => {
    await expect(fallback(Promise.reject(refused), { main: null })).resolves.toBeNull();
    await expect(fallback(Promise.reject(invalid), { main: [] })).resolves.toEqual([]);
    for (const error of transient) await expect(fallback(Promise.reject(error), { main: [] })).rejects.toBe(error);
  });

  test('an optional part falls back on a refusal; a transient failure throws, so no half-empty page is cached', async () => {
    for (const error of [refused, invalid]) await expect(fallback(Promise.reject(error), { optional: [] })).resolves.toEqual([]);
    for (const error of transient) await expect(fallback(Promise.reject(error), { optional: [] })).rejects.toBe(error);
  });

  test('personal data: 401/402 go to log in and back; other failures throw', async () => {
    for (const code of [401, 402]) {
      const thrown = await fallback(Promise.reject(new ApiError({ code, msg: 'ended' })), { login: '/my-tracks', locale: 'zh' }).catch(
        (error: unknown) => error,
      );
      expect(String((thrown as { digest?: unknown }).digest)).toContain('/zh/login?redirect=%2Fmy-tracks');
    }
    await expect(fallback(Promise.reject(refused), { login: '/user', locale: 'en' })).rejects.toBe(refused);
  });

  test('anything that is not an ApiError is a bug and throws', async () => {
    const bug = new TypeError('x is undefined');
    await expect(fallback(Promise.reject(bug), { optional: [] })).rejects.toBe(bug);
  });
});
