/**
 * Replaces the catalogue with the demo catalogue:
 *   node --import tsx server/seed/cli.ts [--goods N]
 * N defaults to SEED_GOODS (3000). Uses DATA_DIR / DATABASE_URL like the API.
 */
import { openDatabaseForCommand } from '../db/open-for-command';
import { migrate } from '../db/migrate';
import { readEnv } from '../env';
import { filesDir } from '../files/files-routes';
import { ensureGalleryPyramids } from '../gallery/pyramids';
import { shareForCommand } from '../redis/redis';
import { clearCatalogue, MAX_SEED_GOODS, seedCatalogue } from './index';

function parseGoods(args: readonly string[], fallback: number): number {
  const index = args.findIndex((arg) => arg === '--goods' || arg.startsWith('--goods='));
  if (index < 0) return fallback;
  const arg = args[index] ?? '';
  const text = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  if (text === undefined || !/^\d+$/.test(text) || Number(text) > MAX_SEED_GOODS) {
    throw new Error(`--goods takes a whole number from 0 to ${MAX_SEED_GOODS.toLocaleString('en')}, got '${text ?? ''}'`);
  }
  return Number(text);
}

async function main(): Promise<void> {
  const env = readEnv();
  const args = process.argv.slice(2);
  const goodsCount = parseGoods(args, env.SEED_GOODS);
  const database = await openDatabaseForCommand(env.dataDir, env.DATABASE_URL);
  // The running API instances (PostgreSQL) forget their search answers when the seed re-indexes.
  const disconnect = await shareForCommand(database.db, env.REDIS_URL);
  try {
    await migrate(database);
    await clearCatalogue(database.db);
    const result = await seedCatalogue(database.db, { goods: goodsCount });
    console.log(`Seeded ${result.goods} goods in ${(result.ms / 1000).toFixed(1)}s (${database.driver})`);
    const pyramids = await ensureGalleryPyramids(database.db, filesDir(env.dataDir));
    console.log(`Gallery pyramids: ${pyramids.rendered} rendered, ${pyramids.skipped} already there, ${(pyramids.ms / 1000).toFixed(1)}s`);
  } finally {
    disconnect();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
