/** @jest-environment node */
import { createVerdictCache } from './verdict-cache';

describe('createVerdictCache', () => {
  it('remembers a key until it expires or is forgotten', () => {
    let clock = 0;
    const cache = createVerdictCache(1000, 10, () => clock);
    cache.add('a');
    expect(cache.has('a')).toBe(true);
    clock = 999;
    expect(cache.has('a')).toBe(true);
    clock = 1000;
    expect(cache.has('a')).toBe(false);
    cache.add('b');
    cache.forget('b');
    expect(cache.has('b')).toBe(false);
  });

  it('drops the oldest keys past its size', () => {
    const cache = createVerdictCache(1000, 2, () => 0);
    cache.add('a');
    cache.add('b');
    cache.add('c');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
  });
});
