/**
 * Dates shown in the supplier's time zone, whatever the visitor's or the server's zone is, so
 * server-rendered and browser-rendered HTML agree.
 *
 * Pattern tokens (case-sensitive, the 'yyyy-mm-dd hh:MM:ss' convention of the supplier's
 * backend tools):
 *   yyyy year (4 digits) · mm month (01–12) · dd day (01–31)
 *   hh or HH hour (00–23, both 24-hour) · MM minutes (00–59) · ss seconds (00–59)
 * Everything else in the pattern is copied as it is.
 */

export const SUPPLIER_TIME_ZONE = 'Asia/Shanghai';

export type DateInput = Date | string | number;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of an instant in a time zone. Throws RangeError for an unknown zone. */
function wallTimeAt(epochMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

function wallTimeAsUtc(t: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(t.year, t.month - 1, t.day);
  date.setUTCHours(t.hour, t.minute, t.second, 0);
  return date.getTime();
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  return wallTimeAsUtc(wallTimeAt(wholeSeconds, timeZone)) - wholeSeconds;
}

/** The instant a wall-clock time in a time zone names (the earlier one in a DST overlap). */
function instantOf(t: WallTime, timeZone: string): number {
  const asUtc = wallTimeAsUtc(t);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return Math.min(first, second);
}

// 2024-05-01, 2024/5/1, 2024-05-01 08:30, 2024-05-01T08:30:15.250 (no zone designator)
const NAIVE_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The instant a value names, or null when it names none. Numbers (and digit-only strings)
 * are epoch milliseconds; a date string without a zone ('2024-11-11 23:59:59') is a
 * wall-clock time in `timeZone`; a string with a zone ('…Z', '…+08:00') is taken as it is.
 */
export function parseDate(value: unknown, timeZone: string = SUPPLIER_TIME_ZONE): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) ? validDate(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) return validDate(Number(text));

  const naive = NAIVE_DATE.exec(text);
  if (naive) {
    const [year = NaN, month = NaN, day = NaN, hour = 0, minute = 0, second = 0] = naive.slice(1, 7).map((part) => Number(part ?? 0));
    const wall: WallTime = { year, month, day, hour, minute, second };
    if (!isRealWallTime(wall)) return null;
    const millis = naive[7] === undefined ? 0 : Number(naive[7].padEnd(3, '0'));
    try {
      return validDate(instantOf(wall, timeZone) + millis);
    } catch {
      return null;
    }
  }
  // Only ISO 8601 with a zone designator: Date.parse of other free text varies between engines.
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  return validDate(Date.parse(text.replace(' ', 'T')));
}

function validDate(epochMs: number): Date | null {
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isRealWallTime(t: WallTime): boolean {
  if (t.month < 1 || t.month > 12 || t.day < 1 || t.hour > 23 || t.minute > 59 || t.second > 59) return false;
  const daysInMonth = new Date(Date.UTC(t.year, t.month, 0)).getUTCDate();
  return t.day <= daysInMonth;
}

const TOKENS = /yyyy|mm|dd|hh|HH|MM|ss/g;

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/**
 * A date written with `pattern` in `timeZone` (default the supplier's, Asia/Shanghai), or ''
 * for an invalid date or an unknown time zone.
 * formatDate('2024-11-11T01:02:03Z', 'yyyy-mm-dd hh:MM:ss') → '2024-11-11 09:02:03'.
 */
export function formatDate(value: DateInput, pattern = 'yyyy-mm-dd', timeZone: string = SUPPLIER_TIME_ZONE): string {
  const date = parseDate(value, timeZone);
  if (date === null) return '';
  let wall: WallTime;
  try {
    wall = wallTimeAt(date.getTime(), timeZone);
  } catch {
    return '';
  }
  if (Number.isNaN(wall.year)) return '';
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(wall.year, 4);
      case 'mm':
        return pad(wall.month, 2);
      case 'dd':
        return pad(wall.day, 2);
      case 'hh':
      case 'HH':
        return pad(wall.hour, 2);
      case 'MM':
        return pad(wall.minute, 2);
      default:
        return pad(wall.second, 2);
    }
  });
}
