/**
 * Reads the records of an import file one at a time: CSV through csv-parse's stream (a header
 * row names the columns), JSON Lines line by line, a JSON array whole. Each record carries its
 * row number, counted from 1 for the first goods item (the header is not a row), which is how
 * the refusal report names it.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import { GOODS_IMPORT_COLUMNS } from '../../contract/goods-import';

export type ImportFormat = 'csv' | 'json';

export interface SourceRecord {
  row: number;
  /** The record as read: strings from CSV, any JSON value from JSON. */
  value: unknown;
}

/** The file cannot be read as the format it claims: nothing of it is imported. */
export class UnreadableImport extends Error {}

export function formatOf(file: string, declared?: string): ImportFormat {
  if (declared === 'csv' || declared === 'json') return declared;
  if (declared) throw new UnreadableImport(`--format must be csv or json, got '${declared}'`);
  if (/\.csv$/i.test(file)) return 'csv';
  if (/\.(json|jsonl|ndjson)$/i.test(file)) return 'json';
  throw new UnreadableImport(`cannot tell the format of ${file}: name it .csv, .json or .jsonl, or pass --format`);
}

const knownColumns = new Set<string>(GOODS_IMPORT_COLUMNS);

function checkHeader(header: string[]): string[] {
  const unknown = header.filter((column) => !knownColumns.has(column));
  if (unknown.length)
    throw new UnreadableImport(`unknown column(s) ${unknown.map((c) => `'${c}'`).join(', ')}: the columns are ${GOODS_IMPORT_COLUMNS.join(', ')}`);
  if (!header.includes('itemno')) throw new UnreadableImport("the header row has no 'itemno' column");
  return header;
}

async function* csvRecords(file: string): AsyncGenerator<SourceRecord> {
  const parser = createReadStream(file).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => checkHeader(header.map((column) => column.trim())),
      skip_empty_lines: true,
      // A row with a missing or extra cell is reported as that row's fault, not the file's.
      relax_column_count: true,
    }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      row += 1;
      yield { row, value: record };
    }
  } catch (error) {
    if (error instanceof UnreadableImport) throw error;
    throw new UnreadableImport(`CSV after row ${row}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function* jsonLines(file: string): AsyncGenerator<SourceRecord> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let row = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    row += 1;
    try {
      yield { row, value: JSON.parse(line) as unknown };
    } catch {
      // One malformed line is that row's fault; the validation names it.
      yield { row, value: line };
    }
  }
}

/** A JSON array is parsed whole: JSON.parse has no streaming form, and JSON Lines is there for files too big for that. */
async function* jsonArray(file: string): AsyncGenerator<SourceRecord> {
  let items: unknown;
  try {
    items = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UnreadableImport(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(items)) throw new UnreadableImport('a JSON import is an array of goods rows, or JSON Lines (one row a line)');
  let row = 0;
  for (const value of items) {
    row += 1;
    yield { row, value };
  }
}

async function firstCharacter(file: string): Promise<string> {
  const stream = createReadStream(file, { start: 0, end: 4095, encoding: 'utf8' });
  for await (const chunk of stream) {
    const match = /\S/.exec(String(chunk).replace(/^\uFEFF/, ''));
    if (match) {
      stream.destroy();
      return match[0];
    }
  }
  return '';
}

/** The records of the file; a file that cannot be opened or parsed throws UnreadableImport. */
export async function* readImport(file: string, format: ImportFormat): AsyncGenerator<SourceRecord> {
  let first: string;
  try {
    first = await firstCharacter(file);
  } catch (error) {
    throw new UnreadableImport(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (format === 'csv') yield* csvRecords(file);
  else if (first === '[') yield* jsonArray(file);
  else yield* jsonLines(file);
}
