#!/usr/bin/env node
// The supplier's import at scale (docs/product.md §3.1): writes a CSV of --goods rows (100,000 by
// default) with 50 deliberately broken rows of ten kinds spread through it, imports it with
// `npm run import` into a fresh catalogue (categories only; PGlite, or a fresh PostgreSQL database
// beside DATABASE_URL's), checks that exactly those 50 are refused and named (row, field), starts
// the API and checks a sample of the imported goods is found by the search endpoint in English and
// Chinese. Then imports the same file again (every row an update) and prints both runs' times.
//   node scripts/bench/import.mjs [--goods 100000] [--passes 2]
// REVALIDATE_URLS (comma-separated storefront origins) and REVALIDATE_SECRET: the storefronts told
// after each pass; without them the import skips revalidation and the table says so.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { option } from './argv.mjs';
import { startApi } from './api-alone.mjs';
import { freshPostgres } from './fresh-postgres.mjs';
import { BENCH_API_PORT, printTable } from './stack.mjs';

const total = option('goods', 100_000);
const passes = option('passes', 2);
const BROKEN = 50;
const SAMPLE = 20;
if (!Number.isInteger(total) || total < BROKEN * 4) throw new Error(`--goods must be a whole number of at least ${BROKEN * 4}`);

/** Leaf categories of the demo tree (server/seed/category-tree.ts): products and one service. */
const CATEGORIES = ['CP002001001', 'CP002001003', 'CP002001005', 'CP002002', 'CP002005', 'FW001004'];
const WORDS_EN = ['Kinase', 'Receptor', 'Buffer', 'Antibody', 'Protein', 'Assay Kit', 'Medium', 'Enzyme', 'Substrate', 'Inhibitor'];
const WORDS_ZH = ['激酶', '受体', '缓冲液', '抗体', '蛋白', '检测试剂盒', '培养基', '酶', '底物', '抑制剂'];

const itemnoOf = (n) => `BI-${String(n).padStart(7, '0')}`;
/** A token no demo goods item holds, so a search for it finds this row and no other. */
const tokenOf = (n) => `Qv${n.toString(36)}`;

function goodRow(n) {
  const word = n % WORDS_EN.length;
  return {
    itemno: itemnoOf(n),
    titleEn: `${tokenOf(n)} ${WORDS_EN[word]} for Import Bench`,
    titleZh: `${tokenOf(n)} 导入基准${WORDS_ZH[word]}`,
    category: CATEGORIES[n % CATEGORIES.length],
    inventoryStatus: String([1, 1, 1, 0, -3][n % 5]),
    leadTimeMinDays: '2',
    leadTimeMaxDays: String(3 + (n % 10)),
    onShelf: 'yes',
    badges: n % 50 === 0 ? 'Recommend' : '',
    skus: `100 µL|100 微升|${(500 + (n % 997)).toFixed(2)};50 µL|50 微升|${(300 + (n % 499)).toFixed(2)}`,
  };
}

/** Ten kinds of breakage, each with the field the refusal must name. */
const BREAKAGES = [
  { field: 'itemno', breakRow: (row) => ({ ...row, itemno: `BAD ITEM#${row.itemno}` }) },
  { field: 'category', breakRow: (row) => ({ ...row, category: 'ZZ999' }) },
  { field: 'inventoryStatus', breakRow: (row) => ({ ...row, inventoryStatus: '9' }) },
  { field: 'onShelf', breakRow: (row) => ({ ...row, onShelf: 'maybe' }) },
  { field: 'skus[1].price', breakRow: (row) => ({ ...row, skus: '100 µL|100 微升|-1' }) },
  { field: 'skus[2].price', breakRow: (row) => ({ ...row, skus: '100 µL|100 微升|800;50 µL|50 微升|abc' }) },
  { field: 'leadTimeMaxDays', breakRow: (row) => ({ ...row, leadTimeMinDays: '9', leadTimeMaxDays: '2' }) },
  { field: 'titleZh', breakRow: (row) => ({ ...row, titleZh: '' }) },
  { field: 'skus', breakRow: (row) => ({ ...row, skus: '100 µL|1;100 µL|2' }) },
  // The Cat. No. of the row before it (itself broken), so both are refused and no good row is lost.
  { field: 'itemno', breakRow: (row, previous) => ({ ...row, itemno: previous.itemno }) },
];

const COLUMNS = ['itemno', 'titleEn', 'titleZh', 'category', 'inventoryStatus', 'leadTimeMinDays', 'leadTimeMaxDays', 'onShelf', 'badges', 'skus'];
const cell = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Writes the file; answers the broken rows by row number with the field each must be refused for. */
async function writeCsv(file) {
  const brokenAt = new Map();
  for (let k = 0; k < BROKEN; k += 1) {
    // Spread through the file, one in each fiftieth, off the round numbers.
    brokenAt.set(Math.floor(((k + 0.37) * total) / BROKEN) + 1, BREAKAGES[k % BREAKAGES.length]);
  }
  const out = createWriteStream(file);
  const write = (line) => (out.write(line) ? Promise.resolve() : new Promise((resolve) => out.once('drain', resolve)));
  await write(`${COLUMNS.join(',')}\n`);
  const expected = new Map();
  let previousBroken;
  for (let n = 1; n <= total; n += 1) {
    let row = goodRow(n);
    const breakage = brokenAt.get(n);
    if (breakage) {
      row = breakage.breakRow(row, previousBroken);
      previousBroken = row;
      expected.set(n, breakage.field);
    }
    await write(`${COLUMNS.map((column) => cell(row[column])).join(',')}\n`);
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return expected;
}

function run(args, env, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function prepareCatalogue(env) {
  const script = `
    const { openDatabase } = await import('./server/db/client.ts');
    const { migrate } = await import('./server/db/migrate.ts');
    const { seedCatalogue } = await import('./server/seed/index.ts');
    const database = await openDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL });
    await migrate(database);
    await seedCatalogue(database.db, { goods: 0 });
    await database.close();`;
  const result = await run(['--input-type=module', '-e', script], env);
  if (result.code !== 0) throw new Error('could not prepare the empty catalogue');
}

async function withApi(env, work) {
  const api = await startApi({ port: BENCH_API_PORT, timeoutMs: 120_000, stdout: 'inherit', env: { ...env, SEED_GOODS: '0', API_HOST: '127.0.0.1' } });
  try {
    return await work(api.base);
  } finally {
    await api.stop();
  }
}

async function searchFinds(api, term, lang, itemno) {
  const response = await fetch(`${api}/online/togoods/searchGoods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang },
    body: JSON.stringify({ search: term, limit: 20, record: false }),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`search '${term}' answered ${envelope.code} ${envelope.msg}`);
  return envelope.data.list.some((hit) => hit.itemno === itemno);
}

function checkRefusals(report, expected) {
  const refused = new Map(report.refused.map((entry) => [entry.row, entry]));
  const problems = [];
  for (const [row, field] of expected) {
    const entry = refused.get(row);
    if (!entry) problems.push(`row ${row} (${field}) was not refused`);
    else if (!entry.issues.some((issue) => issue.field === field))
      problems.push(`row ${row} was refused for ${entry.issues.map((i) => i.field).join(', ')}, not ${field}`);
  }
  for (const row of refused.keys()) if (!expected.has(row)) problems.push(`row ${row} was refused but is not broken: ${JSON.stringify(refused.get(row))}`);
  if (problems.length) throw new Error(`refusals differ:\n  ${problems.join('\n  ')}`);
}

const seconds = (ms) => (ms === undefined ? '—' : (ms / 1000).toFixed(1));

async function main() {
  const work = path.join(os.tmpdir(), `imp-bench-${process.pid}`);
  await mkdir(work, { recursive: true });
  const postgres = await freshPostgres('imp_bench_import');
  const env = postgres ? { DATABASE_URL: postgres.url, DATA_DIR: work } : { DATA_DIR: work };
  delete process.env.DATABASE_URL;
  const driver = postgres ? 'PostgreSQL' : 'PGlite';
  try {
    const file = path.join(work, 'goods.csv');
    let started = performance.now();
    const expected = await writeCsv(file);
    console.log(`wrote ${total.toLocaleString('en')} rows (${expected.size} broken) in ${seconds(performance.now() - started)} s`);
    await prepareCatalogue(env);

    const rows = [];
    for (let pass = 1; pass <= passes; pass += 1) {
      const reportFile = path.join(work, `report-${pass}.json`);
      const revalidate = process.env.REVALIDATE_URLS && process.env.REVALIDATE_SECRET ? [] : ['--no-revalidate'];
      started = performance.now();
      const result = await run(['server/import/cli.ts', file, '--report', reportFile, ...revalidate], env);
      const wall = performance.now() - started;
      if (result.code !== 0) throw new Error(`import pass ${pass} exited ${result.code}`);
      const report = JSON.parse(await readFile(reportFile, 'utf8'));
      checkRefusals(report, expected);
      const good = total - expected.size;
      const [inserted, updated] = pass === 1 ? [good, 0] : [0, good];
      if (report.read !== total || report.inserted !== inserted || report.updated !== updated) {
        throw new Error(
          `pass ${pass}: read ${report.read}, inserted ${report.inserted}, updated ${report.updated}; expected ${total}, ${inserted}, ${updated}`,
        );
      }
      rows.push({
        pass: pass === 1 ? 'insert' : 'update',
        rows: total,
        refused: report.refused.length,
        'parse+validate s': seconds(report.ms.validate),
        'write s': seconds(report.ms.write),
        're-index s': seconds(report.ms.reindex),
        'revalidate s': revalidate.length ? 'skipped' : seconds(report.ms.revalidate),
        'command wall s': seconds(wall),
        'rows/s': Math.round(total / ((report.ms.validate + report.ms.write + report.ms.reindex) / 1000)),
      });
    }

    const sample = Array.from({ length: SAMPLE }, (_, i) => Math.floor(((i + 0.5) * total) / SAMPLE) + 1).filter((n) => !expected.has(n));
    const misses = await withApi(env, async (api) => {
      const missing = [];
      for (const n of sample) {
        const row = goodRow(n);
        if (!(await searchFinds(api, tokenOf(n), 'en', row.itemno))) missing.push(`${row.itemno} by '${tokenOf(n)}' (en)`);
        if (!(await searchFinds(api, row.titleZh, 'zh', row.itemno))) missing.push(`${row.itemno} by '${row.titleZh}' (zh)`);
        if (!(await searchFinds(api, row.itemno, 'en', row.itemno))) missing.push(`${row.itemno} by its Cat. No.`);
      }
      return missing;
    });
    if (misses.length) throw new Error(`imported goods not found by search:\n  ${misses.join('\n  ')}`);

    printTable(
      `Goods import, ${total.toLocaleString('en')} rows with ${expected.size} broken, on ${driver} (load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${os.cpus().length} cores)`,
      rows,
    );
    console.log(
      `all ${expected.size} broken rows refused with their row and field; ${sample.length} sampled goods found by search in English, Chinese and by Cat. No.`,
    );
  } finally {
    await postgres?.drop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
