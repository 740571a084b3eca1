/** @jest-environment node */
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and the last call of a burst after the wait', () => {
    const calls: number[] = [];
    const handle = throttle((value: number) => calls.push(value), 100);
    handle(1);
    handle(2);
    handle(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(99);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });

  it('runs again at once after a quiet period', () => {
    const calls: number[] = [];
    const handle = throttle((value: number) => calls.push(value), 100);
    handle(1);
    jest.advanceTimersByTime(250);
    handle(2);
    expect(calls).toEqual([1, 2]);
  });

  it('drops the pending call when cancelled', () => {
    const calls: number[] = [];
    const handle = throttle((value: number) => calls.push(value), 100);
    handle(1);
    handle(2);
    handle.cancel();
    jest.advanceTimersByTime(500);
    expect(calls).toEqual([1]);
  });
});
