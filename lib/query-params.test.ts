/** @jest-environment node */
import { firstParam, idParam, positiveId } from './query-params';

describe('positiveId', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['2147483647', 2_147_483_647],
  ])('reads %p as %p', (text, id) => {
    expect(positiveId(text)).toBe(id);
  });

  it.each([undefined, null, '', '0', '-3', '1.5', '1e3', '12abc', '2147483648', '99999999999'])('refuses %p', (text) => {
    expect(positiveId(text)).toBeNull();
  });
});

describe('idParam', () => {
  it('reads the first value of a repeated parameter', () => {
    expect(firstParam(['4', '5'])).toBe('4');
    expect(idParam(['4', '5'])).toBe(4);
    expect(idParam(undefined)).toBeNull();
    expect(idParam('x')).toBeNull();
  });
});
