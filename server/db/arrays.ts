/**
 * Lists bound as ONE array parameter (`= ANY($1::bigint[])`), not one parameter per element:
 * a table page can hold 10,000+ goods, and PostgreSQL refuses more than 65,535 parameters.
 * The literal is built here so PGlite and node-postgres receive the same text.
 */
import { sql, type SQL } from 'drizzle-orm';

export function bigintArray(ids: readonly number[]): SQL {
  const literal = `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;
  return sql`${literal}::bigint[]`;
}

export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
