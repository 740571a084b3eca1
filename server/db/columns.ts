/**
 * The named columns of a table, as `db.select()` takes them: a list reads only what it needs
 * (PGlite decodes every selected column of every row in JavaScript), named once per reader.
 */
import type { Table } from 'drizzle-orm';

export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & keyof T>(table: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>;
}
