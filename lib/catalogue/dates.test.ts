/** @jest-environment node */
import { formatDate, parseDate, SUPPLIER_TIME_ZONE } from './dates';

const INSTANT = Date.UTC(2024, 10, 11, 1, 2, 3); // 2024-11-11T01:02:03Z = 09:02:03 in Shanghai

describe('formatDate', () => {
  it("defaults to yyyy-mm-dd in the supplier's time zone", () => {
    expect(SUPPLIER_TIME_ZONE).toBe('Asia/Shanghai');
    expect(formatDate(new Date(INSTANT))).toBe('2024-11-11');
    // 20:00 UTC is already the next day in Shanghai.
    expect(formatDate(Date.UTC(2024, 11, 31, 20, 0, 0))).toBe('2025-01-01');
  });

  it('supports yyyy mm dd hh/HH MM ss and copies other text', () => {
    expect(formatDate(INSTANT, 'yyyy-mm-dd hh:MM:ss')).toBe('2024-11-11 09:02:03');
    expect(formatDate(INSTANT, 'HH:MM')).toBe('09:02');
    expect(formatDate(INSTANT, 'dd/mm/yyyy')).toBe('11/11/2024');
    expect(formatDate(INSTANT, 'yyyy年mm月dd日')).toBe('2024年11月11日');
  });

  it('uses 24-hour hours, midnight as 00', () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 16, 0, 0), 'hh:MM:ss')).toBe('00:00:00');
    expect(formatDate(Date.UTC(2024, 0, 1, 10, 5, 9), 'hh:MM:ss')).toBe('18:05:09');
  });

  it('formats in another time zone when asked', () => {
    expect(formatDate(INSTANT, 'yyyy-mm-dd hh:MM', 'UTC')).toBe('2024-11-11 01:02');
    expect(formatDate(INSTANT, 'yyyy-mm-dd hh:MM', 'America/New_York')).toBe('2024-11-10 20:02');
  });

  it('reads zone-less strings as supplier wall-clock time', () => {
    expect(formatDate('2024-11-11 23:59:59', 'yyyy-mm-dd hh:MM:ss')).toBe('2024-11-11 23:59:59');
    expect(formatDate('2024/5/1', 'yyyy-mm-dd hh:MM')).toBe('2024-05-01 00:00');
    expect(formatDate('2024-11-11T08:00:00Z', 'yyyy-mm-dd hh:MM')).toBe('2024-11-11 16:00');
    expect(formatDate(String(INSTANT), 'hh:MM:ss')).toBe('09:02:03');
  });

  it('gives an empty string for invalid input', () => {
    for (const value of ['', 'yesterday', '2024-02-30', '2024-13-01', '2024-01-01 24:00', new Date(Number.NaN), Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatDate(value)).toBe('');
    }
    expect(formatDate(INSTANT, 'yyyy', 'Not/AZone')).toBe('');
  });
});

describe('parseDate', () => {
  it('reads zone-less strings in the given zone', () => {
    expect(parseDate('2024-11-11 23:59:59')?.toISOString()).toBe('2024-11-11T15:59:59.000Z');
    expect(parseDate('2024-11-11 23:59:59', 'UTC')?.toISOString()).toBe('2024-11-11T23:59:59.000Z');
    expect(parseDate('2024-11-11T23:59:59.5')?.toISOString()).toBe('2024-11-11T15:59:59.500Z');
  });

  it('handles daylight saving time in zones that have it', () => {
    expect(parseDate('2024-07-01 12:00', 'Europe/Berlin')?.toISOString()).toBe('2024-07-01T10:00:00.000Z');
    expect(parseDate('2024-01-01 12:00', 'Europe/Berlin')?.toISOString()).toBe('2024-01-01T11:00:00.000Z');
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
    for (const value of [null, undefined, {}, 'Nov 11 2024', '2024-11-11T01:02:03 GMT', '']) {
      expect(parseDate(value)).toBeNull();
    }
  });
});
