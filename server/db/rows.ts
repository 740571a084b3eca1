/**
 * The rows of a raw `db.execute(sql…)` result. PGlite and node-postgres both answer
 * `{ rows }`, but Drizzle types the shared pg-core result as unknown.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('Unexpected database result: no rows');
}
