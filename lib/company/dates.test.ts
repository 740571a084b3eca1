import { formatDay } from './dates';

test('dates read yyyy-mm-dd in China Standard Time', () => {
  expect(formatDay('2026-12-15T09:00:00.000Z')).toBe('2026-12-15');
  // 20:00 UTC is already the next day in Shanghai.
  expect(formatDay('2026-12-15T20:00:00.000Z')).toBe('2026-12-16');
});
