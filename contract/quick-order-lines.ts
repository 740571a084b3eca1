/**
 * Quick order (docs/product.md §11.6): the rules that read a pasted list of Cat. Nos. or a CSV file
 * into rows. Pure and zod-free, so the API judges the rows and the storefront's island can tell
 * a buyer about the limits before sending.
 *
 * Pasted lines, one goods item a line, blank lines skipped:
 * - fields split by a tab, a comma or a semicolon are taken as they are: Cat. No., then size and
 *   quantity when there are three fields, or quantity (or size, when it is not a number) when two;
 * - otherwise by spaces: the first word is the Cat. No.; the last word is the quantity when it is
 *   a number; whatever lies between is the size ("AB10031R 100 µL 2").
 * A row without a quantity asks for 1. A CSV file needs the header itemno,size,quantity (any
 * order, size and quantity optional, other columns ignored); quoted fields may hold commas.
 * Row numbers are line numbers in the text (a CSV's header is line 1), so a buyer finds the row.
 */
import { MAX_QUANTITY } from './rules';

/** Rows one quick order may hold: an order form's worth, and a bound on the lookups one call makes. */
export const QUICK_ORDER_MAX_ROWS = 200;
/** Characters of pasted text or of a CSV file: ample for 200 rows with long sizes. */
export const QUICK_ORDER_MAX_CHARS = 64 * 1024;

export type QuickOrderFormat = 'lines' | 'csv';

/** The field of a row that is wrong. */
type QuickOrderField = 'itemno' | 'size' | 'quantity';

export interface QuickOrderRowText {
  /** The line number in the text, from 1. */
  row: number;
  itemno: string;
  /** null: none given (see the size rule, docs/product.md §11.6). */
  size: string | null;
  /** null when the quantity given is not a whole number from 1 to 9999 (`refused` says so). */
  quantity: number | null;
  /** What was written as the quantity, for the answer ('' when none was given). */
  quantityText: string;
  /** The field the row fails on before any lookup; null when it reads well. */
  refused: QuickOrderField | null;
}

export type QuickOrderParse = { ok: true; rows: QuickOrderRowText[] } | { ok: false; problem: 'empty' | 'tooManyRows' | 'tooLong' | 'csvHeader'; rows: number };

const FIELD_SEPARATOR = /[\t,;]/;
/** Something the buyer meant as a number: digits with an optional sign, point or thousands comma. */
const NUMBER_LIKE = /^[+-]?[\d.]+$/;
const WHOLE = /^\+?\d+$/;

/** The quantity written, or null when it is none from 1 to 9999. */
function readQuantity(text: string): number | null {
  if (!WHOLE.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_QUANTITY ? value : null;
}

function row(lineNo: number, itemno: string, size: string, quantityText: string): QuickOrderRowText {
  const quantity = quantityText === '' ? 1 : readQuantity(quantityText);
  const refused: QuickOrderField | null = itemno === '' ? 'itemno' : quantity === null ? 'quantity' : null;
  return { row: lineNo, itemno, size: size === '' ? null : size, quantity, quantityText, refused };
}

/**
 * One pasted line (already trimmed, not blank) as a row.
 * @internal exported for its tests
 */
export function readPastedLine(line: string, lineNo: number): QuickOrderRowText {
  if (FIELD_SEPARATOR.test(line)) {
    const fields = line.split(FIELD_SEPARATOR).map((field) => field.trim());
    const [itemno = '', second = '', third = ''] = fields;
    if (fields.length >= 3) return row(lineNo, itemno, second, third);
    return NUMBER_LIKE.test(second) || second === '' ? row(lineNo, itemno, '', second) : row(lineNo, itemno, second, '');
  }
  const words = line.split(/\s+/);
  const [itemno = '', ...rest] = words;
  const last = rest.at(-1) ?? '';
  if (NUMBER_LIKE.test(last) && rest.length >= 1) return row(lineNo, itemno, rest.slice(0, -1).join(' '), last);
  return row(lineNo, itemno, rest.join(' '), '');
}

/**
 * The fields of one CSV record; double quotes enclose fields holding commas, "" is a quote.
 * @internal exported for its tests
 */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

/** Text lines with their numbers, a leading byte-order mark dropped, blank lines left out. */
function numberedLines(text: string): { lineNo: number; line: string }[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line, index) => ({ lineNo: index + 1, line: line.trim() }))
    .filter(({ line }) => line !== '');
}

function readCsv(lines: { lineNo: number; line: string }[]): QuickOrderParse {
  const [header, ...records] = lines;
  const columns = csvFields(header?.line ?? '').map((name) => name.toLowerCase());
  const at = { itemno: columns.indexOf('itemno'), size: columns.indexOf('size'), quantity: columns.indexOf('quantity') };
  if (at.itemno < 0) return { ok: false, problem: 'csvHeader', rows: 0 };
  const field = (fields: string[], index: number) => (index < 0 ? '' : (fields[index] ?? ''));
  return {
    ok: true,
    rows: records.map(({ lineNo, line }) => {
      const fields = csvFields(line);
      return row(lineNo, field(fields, at.itemno), field(fields, at.size), field(fields, at.quantity));
    }),
  };
}

/** The rows of a quick order, or why the text as a whole cannot be one. */
export function parseQuickOrder(format: QuickOrderFormat, text: string): QuickOrderParse {
  if (text.length > QUICK_ORDER_MAX_CHARS) return { ok: false, problem: 'tooLong', rows: 0 };
  const lines = numberedLines(text);
  const parsed: QuickOrderParse = format === 'csv' ? readCsv(lines) : { ok: true, rows: lines.map(({ lineNo, line }) => readPastedLine(line, lineNo)) };
  if (!parsed.ok) return parsed;
  if (parsed.rows.length === 0) return { ok: false, problem: 'empty', rows: 0 };
  if (parsed.rows.length > QUICK_ORDER_MAX_ROWS) return { ok: false, problem: 'tooManyRows', rows: parsed.rows.length };
  return parsed;
}

/** A size as written and as stored compare equal when they differ only in case, spaces and the µ/u spelling. */
export function sameSize(written: string, stored: string): boolean {
  const plain = (size: string) => size.toLowerCase().replace(/\s+/g, '').replace(/[µμ]/g, 'u');
  return plain(written) === plain(stored);
}
