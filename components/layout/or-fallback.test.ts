/** @jest-environment node */
import { ApiError, API_CODE, TRANSPORT_CODE } from '@/lib/api/errors';
import { orFallback } from './or-fallback';

jest.mock('server-only', () => ({}));

describe('orFallback (issue 11 item 12)', () => {
  it('answers the fallback when the API said there is nothing', async () => {
    await expect(orFallback(Promise.reject(new ApiError({ code: API_CODE.notFound, msg: 'none' })), [])).resolves.toEqual([]);
    await expect(orFallback(Promise.reject(new ApiError({ code: API_CODE.invalid, msg: 'bad' })), [])).resolves.toEqual([]);
  });

  it.each([
    ['a network failure', TRANSPORT_CODE.network],
    ['a timeout', TRANSPORT_CODE.timeout],
    ['an answer that is no envelope', TRANSPORT_CODE.malformed],
    ['an internal error', API_CODE.internal],
    ['rate limiting', API_CODE.rateLimited],
  ])('throws on %s, so a cached page is never replaced by a half-empty one', async (_name, code) => {
    const failure = new ApiError({ code, msg: 'down' });
    await expect(orFallback(Promise.reject(failure), [])).rejects.toBe(failure);
  });

  it('answers the value when there is one', async () => {
    await expect(orFallback(Promise.resolve([1]), [])).resolves.toEqual([1]);
  });
});
