/**
 * Dates as the shop shows them (docs/product.md §2): yyyy-mm-dd, with hh:MM where a time matters,
 * in China Standard Time whatever the visitor's or the server's zone, so server-rendered and
 * browser-rendered HTML agree. The product fixes this one form in both languages, which no
 * locale's own date format gives, so the parts come from Intl in the supplier's zone and are
 * joined here. China has kept UTC+8 without daylight saving since 1991: a zone-less time the
 * supplier's tools write ('2024-11-11 23:59:59') is read at that offset.
 */

/** @internal */
export const SUPPLIER_TIME_ZONE = 'Asia/Shanghai';
const SUPPLIER_OFFSET = '+08:00';

export type DateInput = Date | string | number;

let supplierPartsFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on the first date shown, not when the module loads: a formatter with a time zone loads the
 * zone's data, about 30 ms of a phone's main thread, and every page's islands import this module
 * (through the inquiry list) while most pages show no date in the browser (docs/benchmarks.md).
 */
function supplierParts(): Intl.DateTimeFormat {
  supplierPartsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SUPPLIER_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return supplierPartsFormat;
}

const ZONELESS = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

const two = (part: string | undefined) => (part ?? '0').padStart(2, '0');

/**
 * The instant a value names, or null when it names none. Numbers (and digit-only strings) are
 * epoch milliseconds; a string without a zone is China time; a string with a zone is taken as it is.
 */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return validDate(value.getTime());
  if (typeof value === 'number') return validDate(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^-?\d+$/.test(text)) return validDate(Number(text));
  const zoneless = ZONELESS.exec(text);
  if (zoneless) {
    const [, year, month, day, hour, minute, second, fraction = ''] = zoneless;
    const iso = `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${fraction}${SUPPLIER_OFFSET}`;
    const date = validDate(Date.parse(iso));
    // Date.parse rolls 2024-02-30 over to March: a day that does not exist names nothing.
    return date && formatDate(date) === `${year}-${two(month)}-${two(day)}` ? date : null;
  }
  return ZONED.test(text) ? validDate(Date.parse(text.replace(' ', 'T'))) : null;
}

function validDate(epochMs: number): Date | null {
  return Number.isFinite(epochMs) ? new Date(epochMs) : null;
}

/** yyyy-mm-dd in China time, or '' for a value that names no instant. */
export function formatDate(value: DateInput): string {
  return chinaTime(value)?.slice(0, 10) ?? '';
}

/** yyyy-mm-dd hh:MM (24-hour) in China time, or ''. */
export function formatDateTime(value: DateInput): string {
  return chinaTime(value) ?? '';
}

function chinaTime(value: DateInput): string | null {
  const date = parseDate(value);
  if (!date) return null;
  const parts = Object.fromEntries(
    supplierParts()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
