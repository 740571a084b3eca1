/**
 * The search data of the goods (goods_search) and the typo dictionary (search_words), derived
 * from the goods rows. The seed calls it after inserting goods; an import or any other writer of
 * goods calls reindexGoodsSearch with the ids it touched.
 *
 * Synonyms come from the vocabulary by the goods' harmonised title (an antibody target's symbol,
 * a cell line's name) or medium code, so an imported catalogue named the same way gets them too.
 */
import { asc, gt, sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import { columnsOf } from '../db/columns';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { goods } from '../db/schema';
import { forgetSearchResults } from '../search/search-cache';
import { forgetFinderIndex } from '../finder/facets-cache';
import { searchDocument, type SearchSource } from '../search/search-document';
import { insertSearchRows } from '../search/search-store';
import { refreshSearchTitles } from '../search/search-titles';
import { vocabulary } from './vocabulary';

const GOODS_PER_BATCH = 5_000;
const INDEX_BUILD_MEMORY = '256MB';

/** What the search document of a goods item is built from (search-document.ts), and the medium code for its synonyms. */
const sourceColumns = columnsOf(goods, [
  'id',
  'itemno',
  'titleEn',
  'titleZh',
  'secondTitleEn',
  'secondTitleZh',
  'harmonyTitle',
  'applicationsEn',
  'applicationsZh',
  'onShelfFlag',
  'categoryPath',
  'mediumCode',
]);

type SourceRow = SearchSource & { mediumCode: string | null };

let synonymTable: Map<string, string[]> | undefined;

function add(table: Map<string, string[]>, key: string, names: readonly string[]): void {
  table.set(key, [...(table.get(key) ?? []), ...names]);
}

/** Synonyms by key: 'name:<harmonised title>', 'medium:<code>', 'application:<code>'. */
function synonyms(): Map<string, string[]> {
  if (synonymTable) return synonymTable;
  const table = new Map<string, string[]>();
  for (const target of vocabulary.antibodyTargets) add(table, `name:${target.symbol.toLowerCase()}`, target.aliases);
  for (const line of vocabulary.cellLines) add(table, `name:${line.name.toLowerCase()}`, [...(line.aliases ?? []), line.zh]);
  for (const medium of vocabulary.media) add(table, `medium:${medium.id}`, medium.aliases ?? []);
  for (const application of vocabulary.applications) add(table, `application:${application.id.toLowerCase()}`, [application.en, application.zh]);
  synonymTable = table;
  return table;
}

/** Target aliases, cell-line and medium aliases, and the names of the application codes. */
function aliasesOf(row: SourceRow): string[] {
  const table = synonyms();
  const applications = (row.applicationsEn ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  const names = [
    ...(row.harmonyTitle ? (table.get(`name:${row.harmonyTitle.toLowerCase()}`) ?? []) : []),
    ...(row.mediumCode ? (table.get(`medium:${row.mediumCode}`) ?? []) : []),
    ...applications.flatMap((code) => table.get(`application:${code}`) ?? []),
  ];
  return [...new Set(names)];
}

async function indexRows(db: Db, rows: SourceRow[]): Promise<void> {
  await insertSearchRows(
    db,
    rows.map((row) => searchDocument(row, aliasesOf(row))),
  );
}

/** The dictionary is small (a few thousand words), so it is rebuilt whole from goods_search. */
async function rebuildDictionary(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM search_words`);
  await db.execute(sql`
    INSERT INTO search_words (word, goods_count)
    SELECT word, count(*)::int FROM goods_search, unnest(dictionary_words) AS word
    WHERE on_shelf_flag GROUP BY word`);
}

/**
 * Drops the secondary indexes of goods_search and answers their definitions: building a GIN
 * index once over the loaded table is far cheaper than growing it row by row.
 */
async function dropIndexes(db: Db): Promise<string[]> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'goods_search'
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'goods_search'::regclass)`),
  );
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  return indexes.map((index) => index.definition);
}

async function indexAllGoods(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM goods_search`);
  const definitions = await dropIndexes(db);
  let lastId = 0;
  for (;;) {
    const rows = await db.select(sourceColumns).from(goods).where(gt(goods.id, lastId)).orderBy(asc(goods.id)).limit(GOODS_PER_BATCH);
    if (rows.length === 0) break;
    await indexRows(db, rows);
    lastId = rows.at(-1)?.id ?? lastId;
  }
  // Memory for the index builds of this transaction only.
  await db.execute(sql`SELECT set_config('maintenance_work_mem', ${INDEX_BUILD_MEMORY}, true)`);
  for (const definition of definitions) await db.execute(sql.raw(definition));
}

async function indexSomeGoods(db: Db, goodsIds: readonly number[]): Promise<void> {
  if (goodsIds.length === 0) return;
  await db.execute(sql`DELETE FROM goods_search WHERE goods_id = ANY(${bigintArray(goodsIds)})`);
  await indexRows(
    db,
    await db
      .select(sourceColumns)
      .from(goods)
      .where(sql`${goods.id} = ANY(${bigintArray(goodsIds)})`),
  );
}

/**
 * Recomputes the search data of the given goods (all goods when no ids are given; ids of
 * deleted goods are simply dropped), the titles suggestions look up and the typo dictionary,
 * in one transaction. Re-indexing everything rebuilds the indexes, which keeps searches
 * waiting until it commits. Then every API instance forgets its search answers, and this process
 * its finder index: called with a transaction, the caller must call forgetSearchResults(db) on the
 * database handle after its commit.
 */
export async function reindexGoodsSearch(db: Db, goodsIds?: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (goodsIds) await indexSomeGoods(tx, goodsIds);
    else await indexAllGoods(tx);
    await refreshSearchTitles(tx, goodsIds);
    await rebuildDictionary(tx);
  });
  forgetFinderIndex(db);
  await forgetSearchResults(db);
}

/**
 * Builds the search data of a catalogue seeded or imported before search existed (the
 * migration adds empty tables); answers whether it had to.
 */
export async function indexGoodsSearchIfMissing(db: Db): Promise<boolean> {
  const [state] = rowsOf<{ missing: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM goods) AND NOT EXISTS (SELECT 1 FROM goods_search) AS missing`),
  );
  if (!state?.missing) return false;
  await reindexGoodsSearch(db);
  await db.execute(sql`ANALYZE goods_search, search_titles, search_words`);
  return true;
}
