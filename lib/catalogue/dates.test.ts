/** @jest-environment node */
import { formatDate, formatDateTime, parseDate, SUPPLIER_TIME_ZONE } from './dates';

const INSTANT = Date.UTC(2024, 10, 11, 1, 2, 3); // 2024-11-11T01:02:03Z = 09:02:03 in Shanghai

describe('formatDate and formatDateTime', () => {
  it("write yyyy-mm-dd (hh:MM) in the supplier's time zone", () => {
    expect(SUPPLIER_TIME_ZONE).toBe('Asia/Shanghai');
    expect(formatDate(new Date(INSTANT))).toBe('2024-11-11');
    expect(formatDateTime(INSTANT)).toBe('2024-11-11 09:02');
    // 20:00 UTC is already the next day in Shanghai.
    expect(formatDate(Date.UTC(2024, 11, 31, 20, 0, 0))).toBe('2025-01-01');
  });

  it('use 24-hour hours, midnight as 00', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 1, 16, 0, 0))).toBe('2024-01-02 00:00');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 10, 5, 9))).toBe('2024-01-01 18:05');
  });

  it('read zone-less strings as supplier wall-clock time', () => {
    expect(formatDateTime('2024-11-11 23:59:59')).toBe('2024-11-11 23:59');
    expect(formatDateTime('2024/5/1')).toBe('2024-05-01 00:00');
    expect(formatDateTime('2024-11-11T08:00:00Z')).toBe('2024-11-11 16:00');
    expect(formatDateTime(String(INSTANT))).toBe('2024-11-11 09:02');
  });

  it('give an empty string for invalid input', () => {
    for (const value of ['', 'yesterday', '2024-02-30', '2024-13-01', '2024-01-01 24:00', new Date(Number.NaN), Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });
});

describe('parseDate', () => {
  it('reads zone-less strings as China time', () => {
    expect(parseDate('2024-11-11 23:59:59')?.toISOString()).toBe('2024-11-11T15:59:59.000Z');
    expect(parseDate('2024-11-11T23:59:59.5')?.toISOString()).toBe('2024-11-11T15:59:59.500Z');
  });

  it('takes strings with a zone and epoch numbers as they are', () => {
    expect(parseDate('2024-11-11T01:02:03+08:00')?.toISOString()).toBe('2024-11-10T17:02:03.000Z');
    expect(parseDate('2024-11-11 01:02:03Z')?.toISOString()).toBe('2024-11-11T01:02:03.000Z');
    expect(parseDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('copies a Date rather than sharing it', () => {
    const date = new Date(INSTANT);
    const parsed = parseDate(date);
    expect(parsed).toEqual(date);
    expect(parsed).not.toBe(date);
  });

  it('returns null for anything else', () => {
    for (const value of [null, undefined, {}, 'Nov 11 2024', '2024-11-11T01:02:03 GMT', '', '2024-02-30 10:00']) {
      expect(parseDate(value)).toBeNull();
    }
  });
});
