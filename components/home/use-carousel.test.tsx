import { act, renderHook } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@/lib/catalogue/constants';
import { useCarousel, wrapIndex } from './use-carousel';

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(4, 0)).toBe(0);
  });
});

describe('useCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 10 s and wraps to the first slide', () => {
    const { result } = renderHook(() => useCarousel(3, false));
    expect(CAROUSEL_INTERVAL_MS).toBe(10_000);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused and with a single slide', () => {
    const paused = renderHook(() => useCarousel(3, true));
    const single = renderHook(() => useCarousel(1, false));
    act(() => jest.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS));
    expect(paused.result.current.index).toBe(0);
    expect(single.result.current.index).toBe(0);
  });

  it('moves on request and restarts the wait', () => {
    const { result } = renderHook(() => useCarousel(4, false));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1000));
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(result.current.index).toBe(3);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
    act(() => result.current.show(2));
    expect(result.current.index).toBe(2);
  });
});
