/**
 * How `npm run inquiries` shows inquiries to the sales team: age against the 24-hour reply
 * promise, a terminal table and a CSV export. Pure functions, no database.
 *
 * What visitors typed is shown, never interpreted: the table replaces control characters (an
 * ANSI escape could rewrite the terminal) and drops format characters (a bidi override could
 * reorder the line), and CSV cells that a spreadsheet would run as a
 * formula (= + - @ tab CR, and their full-width forms) get a leading apostrophe (csv-stringify).
 */
import { stringify, type Options as CsvOptions } from 'csv-stringify/sync';
import type { StaffInquiry } from './inquiries-staff';

export type InquiryStatus = 'answered' | 'open' | 'OVERDUE';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hours since the inquiry arrived, one decimal.
 * @internal exported for its tests
 */
export function ageHours(createdAt: string, now: Date): number {
  return Math.floor(((now.getTime() - Date.parse(createdAt)) / HOUR_MS) * 10) / 10;
}

/** answered once marked; OVERDUE when still open after the 24-hour promise; open otherwise. */
export function statusOf(inquiry: Pick<StaffInquiry, 'answeredAt' | 'replyBy'>, now: Date): InquiryStatus {
  if (inquiry.answeredAt) return 'answered';
  return now.getTime() > Date.parse(inquiry.replyBy) ? 'OVERDUE' : 'open';
}

/**
 * 'AB1234 ×2 (100 µl); CD55 ×1'
 * @internal exported for its tests
 */
export function goodsSummary(inquiry: Pick<StaffInquiry, 'goods'>): string {
  return inquiry.goods.map((line) => `${line.itemno} ×${line.quantity}${line.skuDesc ? ` (${line.skuDesc})` : ''}`).join('; ');
}

/**
 * RFC 4180 quoting with CRLF record ends, as spreadsheets expect; cells a spreadsheet would run as
 * a formula get a leading apostrophe (numbers the export writes itself are left alone). Cells with
 * leading or trailing white space are quoted so it survives, and so are a message's bare line
 * breaks (csv-stringify quotes only its own record delimiter, CRLF).
 * @internal exported for its tests
 */
export const CSV_OPTIONS: CsvOptions = { escape_formulas: true, quoted_match: [/^\s|\s$/, /[\r\n]/], record_delimiter: 'windows' };

const CSV_COLUMNS: [string, (inquiry: StaffInquiry, now: Date) => string | number | null][] = [
  ['id', (i) => i.id],
  ['status', (i, now) => statusOf(i, now)],
  ['received', (i) => i.createdAt],
  ['replyBy', (i) => i.replyBy],
  ['answeredAt', (i) => i.answeredAt],
  ['ageHours', (i, now) => ageHours(i.createdAt, now)],
  ['source', (i) => i.source],
  ['name', (i) => i.name],
  ['company', (i) => i.company],
  ['country', (i) => i.country],
  ['countryName', (i) => i.countryName],
  ['email', (i) => i.email],
  ['phone', (i) => i.phone],
  ['whatsappWechat', (i) => i.tm],
  ['message', (i) => i.message],
  ['userId', (i) => i.userId],
  ['language', (i) => i.locale],
  ['clientAddress', (i) => i.clientAddress],
  ['goodsCount', (i) => i.goods.length],
  ['goods', (i) => goodsSummary(i)],
];

/**
 * What `npm run inquiries -- --csv file` says it wrote: the inquiries, counted as records, not
 * lines (a message's line breaks stay inside its quoted cell).
 */
export function csvWrittenNote(list: readonly StaffInquiry[], file: string, from: string): string {
  return `Wrote ${list.length} ${list.length === 1 ? 'inquiry' : 'inquiries'} to ${file} (from ${from}).`;
}

/** Every field, one row per inquiry, CRLF line ends as spreadsheets expect. */
export function inquiriesCsv(list: readonly StaffInquiry[], now: Date): string {
  const header = CSV_COLUMNS.map(([name]) => name);
  const rows = list.map((inquiry) => CSV_COLUMNS.map(([, value]) => value(inquiry, now)));
  return stringify([header, ...rows], CSV_OPTIONS);
}

/**
 * Control characters (including ESC and C1) become '·', so a value can only ever print as text;
 * format characters (Unicode Cf: bidi overrides and isolates, zero-width characters, the BOM) are
 * dropped, so a value cannot reorder or hide what the staff read around it.
 */
export function terminalText(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '·').replace(/\p{Cf}/gu, '');
}

/**
 * Columns a terminal gives East Asian wide characters (two each).
 * @internal exported for its tests
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}

/**
 * Cut to `width` columns (with '…') and pad to exactly `width`.
 * @internal exported for its tests
 */
export function fit(text: string, width: number): string {
  let out = '';
  let used = 0;
  const chars = [...text];
  const overflow = displayWidth(text) > width;
  for (const char of chars) {
    const w = displayWidth(char);
    if (used + w > width - (overflow ? 1 : 0)) break;
    out += char;
    used += w;
  }
  if (overflow) {
    out += '…';
    used += 1;
  }
  return out + ' '.repeat(Math.max(0, width - used));
}

const localTime = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const TABLE_COLUMNS: [string, number, (inquiry: StaffInquiry, now: Date) => string][] = [
  ['id', 7, (i) => String(i.id)],
  ['received', 16, (i) => localTime(i.createdAt)],
  ['age h', 6, (i, now) => ageHours(i.createdAt, now).toFixed(1)],
  ['status', 8, (i, now) => statusOf(i, now)],
  ['name', 18, (i) => i.name],
  ['company', 22, (i) => i.company],
  ['country', 7, (i) => i.country],
  ['email', 28, (i) => i.email],
  ['goods', 5, (i) => String(i.goods.length)],
];

/** A fixed-width table for the terminal, newest first as given. */
export function inquiriesTable(list: readonly StaffInquiry[], now: Date): string {
  const line = (cells: string[]) => cells.join('  ').trimEnd();
  const header = line(TABLE_COLUMNS.map(([name, width]) => fit(name, width)));
  const rule = line(TABLE_COLUMNS.map(([, width]) => '-'.repeat(width)));
  const rows = list.map((inquiry) => line(TABLE_COLUMNS.map(([, width, value]) => fit(terminalText(value(inquiry, now)), width))));
  return [header, rule, ...rows].join('\n');
}
