/**
 * The database for a command line (seed, import) that runs beside the API: PostgreSQL from
 * DATABASE_URL, or DATA_DIR's PGlite, which allows one process per folder, so the failure says
 * what to do (docs/architecture.md §6).
 */
import { openDatabase, type Database } from './client';

export async function openDatabaseForCommand(dataDir: string, databaseUrl: string | undefined): Promise<Database> {
  try {
    return await openDatabase({ dataDir, databaseUrl });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (databaseUrl) throw new Error(`cannot connect to DATABASE_URL: ${reason}`);
    throw new Error(
      `cannot open the PGlite database in ${dataDir}: ${reason}\nPGlite allows one process per data folder: stop the API (npm start) first, or use PostgreSQL (DATABASE_URL).`,
    );
  }
}
