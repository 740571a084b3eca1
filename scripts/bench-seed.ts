/**
 * Seed-time benchmark: a fresh database (PGlite in a temporary folder, or a new PostgreSQL
 * database beside DATABASE_URL's), migrated, then the demo catalogue at --goods N (default 100000).
 */
import { openTestDatabase } from '../server/testing/database';
import { seedCatalogue } from '../server/seed';

const flag = process.argv.indexOf('--goods');
const goodsCount = flag >= 0 ? Number(process.argv[flag + 1]) : 100_000;
if (!Number.isInteger(goodsCount) || goodsCount < 1) {
  console.error('--goods must be a whole number above 0');
  process.exit(1);
}

const database = await openTestDatabase();
try {
  const started = performance.now();
  await seedCatalogue(database.db, { goods: goodsCount });
  const seconds = (performance.now() - started) / 1000;
  console.log(`seed ${goodsCount} goods on ${database.driver}: ${seconds.toFixed(1)} s`);
} finally {
  await database.dispose();
}
