/**
 * Time left until an instant, split for a countdown. Its own module, free of the time-zone
 * code of dates.ts: the goods page's countdown island imports it (docs/islands.md).
 */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole units (partial seconds dropped) from `now` to `end` (both epoch ms); null once reached or when either is not a number. */
export function timeLeft(end: number, now: number): Countdown | null {
  if (!Number.isFinite(end) || !Number.isFinite(now)) return null;
  const left = end - now;
  if (left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
