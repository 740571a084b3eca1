/**
 * The deterministic bilingual demo catalogue (docs/architecture.md §5): the same goods count gives the
 * same rows, ids included, on PGlite and on PostgreSQL.
 */
import { insertPointsItems } from '../points/points-items';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  articles,
  attachments,
  banners,
  categories,
  cellLines,
  companyPages,
  countries,
  distributors,
  galleryImages,
  goods,
  goodsCitations,
  goodsDocuments,
  hotSearches,
  lots,
  lotTests,
  primers,
  promotionRules,
  purchaseNotices,
  seedRuns,
  skus,
  sysDicts,
} from '../db/schema';
import { insertCategories } from './categories';
import { insertCellLines } from './cell-lines';
import { insertCompany } from './company';
import { insertCitations } from './citations';
import { insertContent } from './content';
import { insertGoods } from './goods';
import { ensureDatasheets } from '../goods/datasheet-documents';
import { insertLots } from './lots';
import { insertPrimers } from './primers';
import { indexGoodsSearchIfMissing, reindexGoodsSearch } from './search-index';
import { forgetSearchResults } from '../search/search-cache';

const SEED_NAME = 'demo';
export const MAX_SEED_GOODS = 1_000_000;

/** Serialises seeding across API instances that start together against one PostgreSQL. */
const SEED_LOCK = 7_310_420_001;

export interface SeedResult {
  goods: number;
  ms: number;
}

function checkGoodsCount(goodsCount: number): void {
  if (!Number.isInteger(goodsCount) || goodsCount < 0 || goodsCount > MAX_SEED_GOODS) {
    throw new Error(`goods must be a whole number from 0 to ${MAX_SEED_GOODS}, got ${goodsCount}`);
  }
}

async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return Number(row?.n ?? 0) === 0;
}

/** Fills an empty catalogue; everything in one transaction so a failed seed leaves nothing behind. */
async function fill(db: Db, goodsCount: number): Promise<number> {
  if (!(await catalogueIsEmpty(db))) {
    throw new Error('the catalogue is not empty: clear it first (clearCatalogue, or the seed CLI)');
  }
  await insertCategories(db);
  const summary = await insertGoods(db, goodsCount);
  await ensureDatasheets(db);
  await insertCitations(db);
  await reindexGoodsSearch(db);
  await insertContent(db);
  await insertCellLines(db);
  await insertCompany(db);
  await insertLots(db);
  await insertPrimers(db);
  await insertPointsItems(db);
  await db
    .insert(seedRuns)
    .values({ name: SEED_NAME, goodsCount })
    .onConflictDoUpdate({ target: seedRuns.name, set: { goodsCount, finishedAt: sql`now()` } });
  return summary.goods;
}

/**
 * Gives the planner statistics for the freshly filled tables: without them it guesses, and
 * picks sorts over index scans on a large catalogue. PGlite has no autovacuum to do it later.
 */
async function analyze(db: Db): Promise<void> {
  await db.execute(
    sql`ANALYZE categories, goods, skus, promotion_rules, goods_documents, goods_citations, goods_search, search_titles, search_words, lots, lot_tests, primers`,
  );
}

/** Seeds the demo catalogue into an empty catalogue and records the run in seed_runs. */
export async function seedCatalogue(db: Db, options: { goods: number }): Promise<SeedResult> {
  checkGoodsCount(options.goods);
  const started = performance.now();
  const seeded = await db.transaction((tx) => fill(tx, options.goods));
  // The re-index inside the transaction forgot on the transaction's handle; every instance forgets once it is committed.
  await forgetSearchResults(db);
  await analyze(db);
  return { goods: seeded, ms: Math.round(performance.now() - started) };
}

/**
 * Seeds only a fresh database: no earlier demo run and no categories (a real catalogue may
 * have been imported). Answers whether it seeded.
 */
export async function seedIfEmpty(db: Db, options: { goods: number }): Promise<boolean> {
  checkGoodsCount(options.goods);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [run] = await tx.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, SEED_NAME));
    if (run || !(await catalogueIsEmpty(tx))) {
      await indexGoodsSearchIfMissing(tx);
      return false;
    }
    await fill(tx, options.goods);
    return true;
  });
  await forgetSearchResults(db);
  if (seeded) await analyze(db);
  return seeded;
}

/** Tables whose ids restart at 1 after a clear, so a re-seed gives the same ids as a fresh one. */
const SERIAL_TABLES = [
  'goods',
  'skus',
  'promotion_rules',
  'goods_documents',
  'goods_citations',
  'banners',
  'hot_searches',
  'sys_dicts',
  'articles',
  'gallery_images',
  'cell_lines',
  'distributors',
  'purchase_notices',
  'attachments',
  'lots',
  'primers',
];

/** Deletes the catalogue, children before parents, and forgets the demo seed run. */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      attachments,
      purchaseNotices,
      distributors,
      companyPages,
      lotTests,
      lots,
      primers,
      goodsCitations,
      goodsDocuments,
      promotionRules,
      skus,
      goods,
      galleryImages,
      articles,
      cellLines,
      categories,
      banners,
      hotSearches,
      countries,
      sysDicts,
    ]) {
      await tx.delete(table);
    }
    await tx.delete(seedRuns).where(eq(seedRuns.name, SEED_NAME));
    for (const table of SERIAL_TABLES) {
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
    }
  });
}
