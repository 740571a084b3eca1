/**
 * Imports the supplier's goods file (docs/product.md §3.1):
 *   npm run import -- <file> [--format csv|json] [--dry-run] [--report out.json]
 *     [--revalidate-urls http://a:3000,http://b:3000] [--no-revalidate]
 * Writes straight to the database like the seed (DATA_DIR / DATABASE_URL; with PGlite the API
 * must be stopped, docs/adr/0013-supplier-goods-import-command.md), then re-indexes search and revalidates every storefront.
 * Exits 1 only when the file cannot be read or no row could be imported.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabaseForCommand } from '../db/open-for-command';
import { shareForCommand } from '../redis/redis';
import { migrate } from '../db/migrate';
import { readEnv } from '../env';
import { importGoods, type ImportOutcome } from './goods-import';
import { reindexChangedGoods, revalidateStorefronts, type RevalidationResult } from './import-effects';
import { formatOf, readImport, UnreadableImport } from './import-source';

const DEFAULT_STOREFRONT = 'http://127.0.0.1:3000';
/** Refused rows printed to the terminal; the --report file holds all of them. */
const PRINTED_REFUSALS = 100;

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
      'revalidate-urls': { type: 'string' },
      'no-revalidate': { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1)
    throw new UnreadableImport('name one file: npm run import -- <file> [--format csv|json] [--dry-run] [--report out.json]');
  const urls = (values['revalidate-urls'] ?? process.env.REVALIDATE_URLS ?? process.env.SITE_URL ?? DEFAULT_STOREFRONT)
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return { file, format: formatOf(file, values.format), dryRun: values['dry-run'], report: values.report, urls, revalidate: !values['no-revalidate'] };
}

/** REVALIDATE_SECRET, else the one the storefront generated into DATA_DIR/secrets.json. */
async function revalidateSecret(dataDir: string): Promise<string | undefined> {
  if (process.env.REVALIDATE_SECRET) return process.env.REVALIDATE_SECRET;
  try {
    const stored = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { revalidateSecret?: string };
    return stored.revalidateSecret;
  } catch {
    return undefined;
  }
}

function printSummary(outcome: ImportOutcome, dryRun: boolean): void {
  for (const entry of outcome.refused.slice(0, PRINTED_REFUSALS)) {
    const issues = entry.issues.map((issue) => `${issue.field}: ${issue.reason}`).join('; ');
    console.log(`refused row ${entry.row}${entry.itemno ? ` (${entry.itemno})` : ''}: ${issues}`);
  }
  if (outcome.refused.length > PRINTED_REFUSALS) console.log(`… and ${outcome.refused.length - PRINTED_REFUSALS} more refused rows (see --report)`);
  const verb = dryRun ? 'would be ' : '';
  console.log(
    `${dryRun ? 'Dry run: ' : ''}read ${outcome.read}, ${verb}inserted ${outcome.inserted}, ${verb}updated ${outcome.updated}, refused ${outcome.refused.length}` +
      ` (validate ${(outcome.ms.validate / 1000).toFixed(1)}s, write ${(outcome.ms.write / 1000).toFixed(1)}s)`,
  );
}

function printRevalidation(results: readonly RevalidationResult[], ms: number): void {
  for (const result of results) {
    if (result.error) console.warn(`revalidation of ${result.url} failed after ${result.requests} requests: ${result.error}`);
    else console.log(`revalidated ${result.url}: ${result.requests} requests, ${result.tags} cache tags`);
  }
  if (results.length) console.log(`revalidation ${(ms / 1000).toFixed(1)}s`);
}

async function main(): Promise<number> {
  const args = options();
  const env = readEnv();
  const database = await openDatabaseForCommand(env.dataDir, env.DATABASE_URL);
  // The re-index must reach every running API instance's search caches (docs/architecture.md §6).
  const disconnect = await shareForCommand(database.db, env.REDIS_URL);
  try {
    await migrate(database);
    const outcome = await importGoods(database.db, readImport(args.file, args.format), { dryRun: args.dryRun });
    printSummary(outcome, args.dryRun);
    const timings: Record<string, number> = { ...outcome.ms };
    let revalidation: RevalidationResult[] = [];
    if (!args.dryRun) {
      let started = performance.now();
      const reindexed = await reindexChangedGoods(database.db, outcome.changedGoodsIds);
      timings.reindex = Math.round(performance.now() - started);
      console.log(
        `search re-indexed (${reindexed === 'all' ? 'whole catalogue' : `${outcome.changedGoodsIds.length} goods`}) ${(timings.reindex / 1000).toFixed(1)}s`,
      );
      const secret = args.revalidate ? await revalidateSecret(env.dataDir) : undefined;
      if (args.revalidate && !secret) console.warn('no REVALIDATE_SECRET (nor DATA_DIR/secrets.json): storefront pages refresh at their cache lifetime');
      if (secret) {
        started = performance.now();
        revalidation = await revalidateStorefronts({ urls: args.urls, secret }, outcome.changedGoodsIds, outcome.changedCategories);
        timings.revalidate = Math.round(performance.now() - started);
        printRevalidation(revalidation, timings.revalidate);
      }
    }
    if (args.report) {
      const { changedGoodsIds, ...rest } = outcome;
      await writeFile(
        args.report,
        `${JSON.stringify({ file: args.file, dryRun: args.dryRun, ...rest, changedGoods: changedGoodsIds.length, ms: timings, revalidation }, null, 2)}\n`,
      );
      console.log(`report written to ${args.report}`);
    }
    return outcome.inserted + outcome.updated === 0 ? 1 : 0;
  } finally {
    await disconnect();
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`import failed: ${message}`);
    process.exit(1);
  });
