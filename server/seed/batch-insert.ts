/**
 * Bulk inserts for the seed. Each statement sends one array parameter per column and unzips
 * them with unnest(), so a statement has a handful of parameters however many rows it carries
 * (far below PostgreSQL's 65,535 per statement), and the SQL text stays a few hundred bytes.
 * Building drizzle's multi-row VALUES list took about half of a 100,000-goods seed.
 */
import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

const ROWS_PER_STATEMENT = 5_000;

/** A PostgreSQL text[] literal: every value quoted and escaped, missing values as NULL. */
function textArrayLiteral(values: readonly (string | null)[]): string {
  const items = values.map((value) => (value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));
  return `{${items.join(',')}}`;
}

/** The value as the column's driver would send it (JSON text, array literal, ISO date), as text. */
function asText(column: Column, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const mapped: unknown = column.mapToDriverValue(value);
  return typeof mapped === 'string' ? mapped : String(mapped);
}

/** serial types name a column default, not a type a value can be cast to. */
function castType(column: Column): string {
  const type = column.getSQLType();
  if (type === 'bigserial') return 'bigint';
  if (type === 'serial') return 'integer';
  if (type === 'smallserial') return 'smallint';
  return type;
}

/**
 * The rows as a derived table of the given columns (`SELECT … FROM unnest(…)`), each output
 * column named as the table's column, typed as it; a missing value is NULL. The goods import
 * joins it to update rows in place.
 */
export function unnestRows<TTable extends PgTable>(table: TTable, keys: readonly string[], rows: readonly Record<string, unknown>[]): SQL {
  const all = getTableColumns(table) as Record<string, Column>;
  const columns = keys.map((key): [string, Column] => {
    const column = all[key];
    if (!column) throw new Error(`unnestRows: ${key} is not a column`);
    return [key, column];
  });
  const arrays = columns.map(([key, column]) => sql`${textArrayLiteral(rows.map((row) => asText(column, row[key])))}::text[]`);
  const names = columns.map((_, i) => `c${i}`);
  const selected = columns.map(([, column], i) => `${names[i]}::${castType(column)} AS "${column.name}"`).join(', ');
  return sql`SELECT ${sql.raw(selected)} FROM unnest(${sql.join(arrays, sql`, `)}) AS t(${sql.raw(names.join(', '))})`;
}

/**
 * Inserts rows; a column no row sets is left to its default. A column that some rows set
 * and others leave out gets NULL in the others, which is what every seed table wants.
 */
export async function insertInBatches<TTable extends PgTable>(db: Db, table: TTable, rows: readonly PgInsertValue<TTable>[]): Promise<void> {
  const records = rows as readonly Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => records.some((row) => row[key] !== undefined));
  for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
    const chunk = records.slice(start, start + ROWS_PER_STATEMENT);
    await db.execute(sql`
      INSERT INTO ${table} (${sql.join(
        columns.map(([, column]) => sql.identifier(column.name)),
        sql`, `,
      )})
      ${unnestRows(
        table,
        columns.map(([key]) => key),
        chunk,
      )}`);
  }
}
