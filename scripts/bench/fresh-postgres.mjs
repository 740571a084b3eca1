/**
 * A fresh PostgreSQL database beside DATABASE_URL's for one bench run, so the API migrates and
 * seeds its own catalogue into it and the run measures nothing left over. Without DATABASE_URL
 * the benches run on PGlite: null.
 */
import pg from 'pg';

async function sql(connectionString, ...statements) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** @returns {Promise<{ url: string; drop: () => Promise<void> } | null>} */
export async function freshPostgres(name) {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  await sql(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => sql(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
