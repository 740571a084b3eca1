/** @jest-environment node */
import { assertOk, parseEnvelope, toPage, unwrapData } from './envelope';
import { ApiError, isApiError, TRANSPORT_CODE } from './errors';
import { createBaseSwitch } from './base-switch';

describe('parseEnvelope', () => {
  test('accepts { code, msg } with data or page, and a null msg', () => {
    expect(parseEnvelope({ code: 0, msg: 'ok', data: [1] })).toEqual({ code: 0, msg: 'ok', data: [1] });
    expect(parseEnvelope({ code: 402, msg: null })).toEqual({ code: 402, msg: '' });
    expect(parseEnvelope({ code: 0, page: { total: 1 } })).toEqual({ code: 0, msg: '', page: { total: 1 } });
  });

  test.each([null, 'text', [], {}, { code: '0', msg: 'ok' }, { code: 1.5 }, { code: 0, msg: 3 }])('rejects %p', (value) => {
    expect(parseEnvelope(value)).toBeNull();
  });
});

describe('unwrapping', () => {
  test('a non-zero code throws ApiError with the server msg', () => {
    expect(() => assertOk({ code: 409, msg: 'key reused' })).toThrow(expect.objectContaining({ code: 409, msg: 'key reused' }));
    expect(() => toPage({ code: 500, msg: 'internal' })).toThrow(ApiError);
  });

  test('success without data is a malformed answer; data: null passes', () => {
    expect(() => unwrapData({ code: 0, msg: 'ok' })).toThrow(expect.objectContaining({ code: TRANSPORT_CODE.malformed }));
    expect(unwrapData<null>({ code: 0, msg: 'ok', data: null })).toBeNull();
  });

  test('totals given as strings are counted, a bare data array is a list', () => {
    expect(toPage({ code: 0, msg: '', page: { records: [1], total: '31', pages: '4' } })).toEqual({ list: [1], total: 31, pages: 4 });
    expect(toPage({ code: 0, msg: '', data: [{ id: 'CP' }] })).toEqual({ list: [{ id: 'CP' }], total: 1 });
    expect(toPage({ code: 0, msg: '' })).toEqual({ list: [], total: 0 });
  });

  test('parseItem validates each row', () => {
    const asId = (item: unknown) => {
      if (typeof item !== 'number') throw new TypeError('not an id');
      return item;
    };
    expect(toPage({ code: 0, msg: '', data: { list: [1, 2], totalCount: 2 } }, asId).list).toEqual([1, 2]);
    expect(() => toPage({ code: 0, msg: '', data: { list: ['x'] } }, asId)).toThrow(TypeError);
  });
});

test('ApiError survives instanceof and is recognised across module copies', () => {
  const error = new ApiError({ code: TRANSPORT_CODE.timeout, msg: 'slow' });
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({ retryable: true, messageKey: 'common.requestTimeout', handled: false });
  const foreign = Object.assign(new Error('x'), { name: 'ApiError', code: 3 });
  expect(isApiError(foreign)).toBe(true);
  expect(isApiError(new Error('x'))).toBe(false);
});

test('the base switch holds the fallback for the hold time, then returns to the primary', () => {
  let now = 1000;
  const bases = createBaseSwitch({ primary: 'p', fallback: 'f', holdMs: 60_000, now: () => now });
  expect(bases.reportUnanswered('f')).toBe(false);
  expect(bases.reportUnanswered('p')).toBe(true);
  now += 59_999;
  expect(bases.current()).toBe('f');
  now += 1;
  expect(bases.current()).toBe('p');
  expect(createBaseSwitch({ primary: 'p', holdMs: 1 }).reportUnanswered('p')).toBe(false);
});
