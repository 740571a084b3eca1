/**
 * Writes one batch of validated import rows inside the caller's transaction: new Cat. Nos. are
 * inserted, stored ones updated with only what the row sets (COALESCE keeps the rest), and a
 * row's specifications, when it names them, become the item's SKUs: matched by English name so
 * a kept specification keeps its SKU id (inquiry lists and carts name SKUs by id).
 */
import { sql } from 'drizzle-orm';
import { replaceLabels, type LabelEntry } from '../../contract/antibody-labels';
import type { GoodsImportRow } from '../../contract/goods-import';
import { bigintArray, textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { goods, skus } from '../db/schema';
import { unnestRows } from '../seed/batch-insert';
import type { RefusedRow, ValidRow } from './goods-import';

export interface CategoryPlace {
  /** The category and its ancestors, as goods.categoryPath holds them. */
  path: string[];
  root: string;
}

type GoodsValues = Partial<typeof goods.$inferInsert>;

/** Roots whose goods are services (docs/product.md §4: their stock status 0 reads 'SOS'). */
const SERVICE_ROOTS = new Set(['FW']);
const PRODUCT = 1;
const SERVICE = 2;

/** Fields of a goods row the import sets, by goods column key. */
const UPDATABLE = [
  'titleEn',
  'titleZh',
  'secondTitleEn',
  'secondTitleZh',
  'harmonyTitle',
  'featuresEn',
  'featuresZh',
  'applicationsEn',
  'applicationsZh',
  'speciesEn',
  'speciesZh',
  'descriptionEn',
  'descriptionZh',
  'rrid',
  'inventoryStatus',
  'leadTimeMinDays',
  'leadTimeMaxDays',
  'onShelfFlag',
  'isRecommend',
  'goodsIdentity',
  'sort',
  'categoryId',
  'categoryPath',
  'goodsType',
  'labels',
] as const;

/** `labels`: the goods' labels after the row, or undefined when the row names none (the stored ones stay). */
function goodsValues(row: GoodsImportRow, places: Map<string, CategoryPlace>, labels: string[] | undefined): GoodsValues {
  const place = row.category === undefined ? undefined : places.get(row.category);
  return {
    itemno: row.itemno,
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    secondTitleEn: row.secondTitleEn,
    secondTitleZh: row.secondTitleZh,
    harmonyTitle: row.harmonyTitle,
    featuresEn: row.featuresEn,
    featuresZh: row.featuresZh,
    applicationsEn: row.applicationsEn,
    applicationsZh: row.applicationsZh,
    speciesEn: row.speciesEn,
    speciesZh: row.speciesZh,
    descriptionEn: row.descriptionEn,
    descriptionZh: row.descriptionZh,
    rrid: row.rrid,
    inventoryStatus: row.inventoryStatus,
    leadTimeMinDays: row.leadTimeMinDays,
    leadTimeMaxDays: row.leadTimeMaxDays,
    onShelfFlag: row.onShelf,
    isRecommend: row.isRecommend,
    goodsIdentity: row.badges,
    sort: row.sort,
    categoryId: place ? row.category : undefined,
    categoryPath: place?.path,
    goodsType: place ? (SERVICE_ROOTS.has(place.root) ? SERVICE : PRODUCT) : undefined,
    labels,
  };
}

/** What a new goods item cannot do without; the columns with defaults get them. */
function missingForNew(row: GoodsImportRow): string[] {
  const missing: string[] = [];
  if (row.titleEn === undefined) missing.push('titleEn');
  if (row.titleZh === undefined) missing.push('titleZh');
  if (row.category === undefined) missing.push('category');
  if (row.skus === undefined) missing.push('skus');
  return missing;
}

function withDefaults(values: GoodsValues): GoodsValues {
  return {
    ...values,
    inventoryStatus: values.inventoryStatus ?? 1,
    onShelfFlag: values.onShelfFlag ?? true,
    isRecommend: values.isRecommend ?? false,
    goodsIdentity: values.goodsIdentity ?? [],
    sort: values.sort ?? 0,
    labels: values.labels ?? [],
  };
}

interface StoredGoods {
  id: number;
  categoryPath: string[];
  labels: string[];
}

async function storedGoods(db: Db, itemnos: string[]): Promise<Map<string, StoredGoods>> {
  const rows = rowsOf<{ id: string | number; itemno: string; category_path: string[] | string; labels: string[] | string }>(
    await db.execute(sql`SELECT id, itemno, category_path, labels FROM goods WHERE itemno = ANY(${textArray(itemnos)})`),
  );
  return new Map(rows.map((row) => [row.itemno, { id: Number(row.id), categoryPath: pathOf(row.category_path), labels: pathOf(row.labels) }]));
}

/** node-postgres parses text[] (category_path, labels); PGlite through drizzle's execute does too, but a '{a,b}' literal is handled for safety. */
function pathOf(value: string[] | string): string[] {
  return Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
}

async function insertGoods(db: Db, rows: GoodsValues[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const keys = ['itemno', ...UPDATABLE];
  const names = sql.join(
    keys.map((key) => sql.identifier(goods[key as keyof typeof goods.$inferInsert].name)),
    sql`, `,
  );
  const inserted = rowsOf<{ id: string | number; itemno: string }>(
    await db.execute(sql`INSERT INTO goods (${names}) ${unnestRows(goods, keys, rows)} RETURNING id, itemno`),
  );
  return new Map(inserted.map((row) => [row.itemno, Number(row.id)]));
}

async function updateGoods(db: Db, rows: GoodsValues[]): Promise<void> {
  if (rows.length === 0) return;
  const sets = UPDATABLE.map((key) => {
    const column = sql.identifier(goods[key].name);
    return sql`${column} = COALESCE(t.${column}, g.${column})`;
  });
  await db.execute(sql`
    UPDATE goods AS g SET ${sql.join(sets, sql`, `)}, updated_at = now()
    FROM (${unnestRows(goods, ['itemno', ...UPDATABLE], rows)}) AS t
    WHERE g.itemno = t.itemno`);
}

type SkuValues = typeof skus.$inferInsert;
type SpecificationList = { goodsId: number; skus: NonNullable<GoodsImportRow['skus']> };

const SKU_KEYS = ['goodsId', 'skuDescEn', 'skuDescZh', 'skuPrice', 'sort'];

function skuRows(lists: readonly SpecificationList[]): SkuValues[] {
  return lists.flatMap((list) =>
    list.skus.map((sku, i) => ({ goodsId: list.goodsId, skuDescEn: sku.en, skuDescZh: sku.zh ?? sku.en, skuPrice: sku.price, sort: i + 1 })),
  );
}

/** New goods have no SKUs yet: theirs are simply inserted. */
async function insertSkus(db: Db, lists: readonly SpecificationList[]): Promise<void> {
  if (lists.length === 0) return;
  await db.execute(sql`INSERT INTO skus (goods_id, sku_desc_en, sku_desc_zh, sku_price, sort) ${unnestRows(skus, SKU_KEYS, skuRows(lists))}`);
}

/**
 * The rows' specifications replace stored goods' SKUs; a SKU whose English name is kept keeps its
 * id. Every statement names the batch's goods ids, so the planner reaches their SKUs through
 * skus_goods_idx rather than scanning the whole table once a batch.
 */
async function replaceSkus(db: Db, lists: readonly SpecificationList[]): Promise<void> {
  if (lists.length === 0) return;
  const rows = skuRows(lists);
  const listed = () => unnestRows(skus, SKU_KEYS, rows);
  const ids = bigintArray(lists.map((list) => list.goodsId));
  await db.execute(sql`
    DELETE FROM skus AS s WHERE s.goods_id = ANY(${ids})
      AND NOT EXISTS (SELECT 1 FROM (${listed()}) AS t WHERE t.goods_id = s.goods_id AND t.sku_desc_en = s.sku_desc_en)`);
  await db.execute(sql`
    UPDATE skus AS s SET sku_desc_zh = t.sku_desc_zh, sku_price = t.sku_price, sort = t.sort
    FROM (${listed()}) AS t WHERE s.goods_id = ANY(${ids}) AND t.goods_id = s.goods_id AND t.sku_desc_en = s.sku_desc_en`);
  await db.execute(sql`
    INSERT INTO skus (goods_id, sku_desc_en, sku_desc_zh, sku_price, sort)
    SELECT t.goods_id, t.sku_desc_en, t.sku_desc_zh, t.sku_price, t.sort FROM (${listed()}) AS t
    WHERE NOT EXISTS (SELECT 1 FROM skus AS s WHERE s.goods_id = ANY(${ids}) AND s.goods_id = t.goods_id AND s.sku_desc_en = t.sku_desc_en)`);
}

export interface WrittenBatch {
  inserted: number;
  updated: number;
  refused: RefusedRow[];
  goodsIds: number[];
  categories: string[];
}

/**
 * The row's host, clonality, conjugate and isotype replace those of the stored labels, and every
 * other label stays (contract/antibody-labels.ts); a row naming none leaves the labels as stored.
 */
function labelsAfter(entry: ValidRow, stored: StoredGoods | undefined, entries: readonly LabelEntry[]): string[] | undefined {
  if (Object.keys(entry.labels).length === 0) return undefined;
  const typeOf = (code: string) => entries.find((each) => each.code === code)?.type;
  return replaceLabels(stored?.labels ?? [], entry.labels, typeOf);
}

export async function writeGoodsBatch(
  db: Db,
  batch: readonly ValidRow[],
  places: Map<string, CategoryPlace>,
  entries: readonly LabelEntry[],
): Promise<WrittenBatch> {
  const stored = await storedGoods(
    db,
    batch.map((entry) => entry.goods.itemno),
  );
  const refused: RefusedRow[] = [];
  const fresh: ValidRow[] = [];
  const known: ValidRow[] = [];
  for (const entry of batch) {
    if (stored.has(entry.goods.itemno)) {
      known.push(entry);
      continue;
    }
    const missing = missingForNew(entry.goods);
    if (missing.length) {
      refused.push({
        row: entry.row,
        itemno: entry.goods.itemno,
        issues: missing.map((field) => ({ field, reason: 'is required for a new Cat. No.' })),
      });
    } else fresh.push(entry);
  }
  const insertedIds = await insertGoods(
    db,
    fresh.map((entry) => withDefaults(goodsValues(entry.goods, places, labelsAfter(entry, undefined, entries)))),
  );
  await updateGoods(
    db,
    known.map((entry) => goodsValues(entry.goods, places, labelsAfter(entry, stored.get(entry.goods.itemno), entries))),
  );
  const idOf = (itemno: string) => stored.get(itemno)?.id ?? insertedIds.get(itemno) ?? 0;
  const specifications = (entries: readonly ValidRow[]) =>
    entries.flatMap((entry) => (entry.goods.skus ? [{ goodsId: idOf(entry.goods.itemno), skus: entry.goods.skus }] : []));
  await insertSkus(db, specifications(fresh));
  await replaceSkus(db, specifications(known));
  const categories = new Set<string>();
  for (const entry of [...fresh, ...known]) {
    const place = entry.goods.category === undefined ? undefined : places.get(entry.goods.category);
    for (const code of [...(place?.path ?? []), ...(stored.get(entry.goods.itemno)?.categoryPath ?? [])]) categories.add(code);
  }
  return {
    inserted: fresh.length,
    updated: known.length,
    refused,
    goodsIds: [...fresh, ...known].map((entry) => idOf(entry.goods.itemno)),
    categories: [...categories],
  };
}
