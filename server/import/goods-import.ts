/**
 * The supplier's goods import (docs/product.md §3.1): every row is validated first, then the
 * valid ones are written in batches by Cat. No. (insert new goods, update stored ones with only
 * the fields the row sets), each batch in its own transaction. A refused row is never written,
 * so it cannot lose what is stored. The caller re-indexes search and revalidates the storefront
 * with the ids and categories this answers (import-effects.ts).
 */
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ANTIBODY_LABEL_TYPES, labelCode, type AntibodyLabelType, type LabelEntry } from '../../contract/antibody-labels';
import { GoodsImportRow } from '../../contract/goods-import';
import { ensureDatasheets } from '../goods/datasheet-documents';
import type { Db } from '../db/client';
import { categories, sysDicts } from '../db/schema';
import type { SourceRecord } from './import-source';
import { writeGoodsBatch, type CategoryPlace } from './goods-writes';

/** Rows written per transaction: big enough to keep statements few, small enough to keep a transaction short. */
const ROWS_PER_BATCH = 1_000;

interface RowIssue {
  field: string;
  reason: string;
}

export interface RefusedRow {
  /** 1 for the first goods row of the file (a CSV header is not a row). */
  row: number;
  itemno: string | null;
  issues: RowIssue[];
}

export interface ValidRow {
  row: number;
  goods: GoodsImportRow;
  /** The row's host, clonality, conjugate and isotype cells as dictionary codes. */
  labels: Partial<Record<AntibodyLabelType, string>>;
}

export interface ImportOutcome {
  read: number;
  inserted: number;
  updated: number;
  refused: RefusedRow[];
  /** Goods inserted or updated (none on a dry run). */
  changedGoodsIds: number[];
  /** Every category code the changed goods are listed under, before and after the import. */
  changedCategories: string[];
  ms: { validate: number; write: number };
}

function issuesOf(error: z.ZodError): RowIssue[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return { field: issue.keys.join(', '), reason: 'is not an import column' };
    // skus[1].price: specifications counted from 1, as the supplier counts them in the cell.
    const field =
      issue.path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part + 1}]` : name ? `${name}.${String(part)}` : String(part)), '') ||
      'row';
    return { field, reason: issue.message };
  });
}

function itemnoOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('itemno' in value)) return null;
  const itemno = (value as { itemno: unknown }).itemno;
  return typeof itemno === 'string' && itemno.trim() ? itemno.trim() : null;
}

async function categoryPlaces(db: Db): Promise<Map<string, CategoryPlace>> {
  const rows = await db.select({ id: categories.id, ancestors: categories.ancestors }).from(categories);
  return new Map(rows.map((row) => [row.id, { path: [...row.ancestors, row.id], root: row.ancestors[0] ?? row.id }]));
}

/** The host, clonality, conjugate and isotype dictionaries (docs/product.md §3.1). */
async function labelEntries(db: Db): Promise<LabelEntry[]> {
  const rows = await db
    .select()
    .from(sysDicts)
    .where(inArray(sysDicts.dictType, [...ANTIBODY_LABEL_TYPES]));
  return rows.flatMap((row) => {
    const type = ANTIBODY_LABEL_TYPES.find((each) => each === row.dictType);
    return type ? [{ type, code: row.dictCode, names: [row.dictValueEn, row.dictValueZh] }] : [];
  });
}

/** The row's label cells as codes, or an issue per cell its dictionary does not know, naming the column. */
function labelsOf(goods: GoodsImportRow, entries: readonly LabelEntry[]): { labels: ValidRow['labels']; issues: RowIssue[] } {
  const labels: ValidRow['labels'] = {};
  const issues: RowIssue[] = [];
  for (const type of ANTIBODY_LABEL_TYPES) {
    const cell = goods[type];
    if (cell === undefined) continue;
    const code = labelCode(entries, type, cell);
    if (code !== null) labels[type] = code;
    else {
      const known = entries.filter((entry) => entry.type === type).map((entry) => entry.code);
      issues.push({ field: type, reason: `'${cell}' is not a ${type} of the dictionary (${known.join(', ')})` });
    }
  }
  return { labels, issues };
}

interface Validated {
  read: number;
  valid: ValidRow[];
  refused: RefusedRow[];
}

/** Parses every record against the contract and the stored categories, and refuses every row of a repeated Cat. No. */
async function validate(records: AsyncIterable<SourceRecord>, places: Map<string, CategoryPlace>, entries: readonly LabelEntry[]): Promise<Validated> {
  let read = 0;
  const valid: ValidRow[] = [];
  const refused: RefusedRow[] = [];
  const rowsByItemno = new Map<string, number[]>();
  for await (const record of records) {
    read += 1;
    const itemno = itemnoOf(record.value);
    if (itemno) rowsByItemno.set(itemno, [...(rowsByItemno.get(itemno) ?? []), record.row]);
    if (typeof record.value !== 'object' || record.value === null || Array.isArray(record.value)) {
      refused.push({ row: record.row, itemno, issues: [{ field: 'row', reason: 'must be an object of goods fields' }] });
      continue;
    }
    const parsed = GoodsImportRow.safeParse(record.value);
    if (!parsed.success) {
      refused.push({ row: record.row, itemno, issues: issuesOf(parsed.error) });
      continue;
    }
    if (parsed.data.category !== undefined && !places.has(parsed.data.category)) {
      refused.push({ row: record.row, itemno, issues: [{ field: 'category', reason: `'${parsed.data.category}' is not a category code of the catalogue` }] });
      continue;
    }
    const { labels, issues } = labelsOf(parsed.data, entries);
    if (issues.length > 0) {
      refused.push({ row: record.row, itemno, issues });
      continue;
    }
    valid.push({ row: record.row, goods: parsed.data, labels });
  }
  const repeated = new Map([...rowsByItemno].filter(([, rows]) => rows.length > 1));
  if (repeated.size === 0) return { read, valid, refused };
  // Which of two rows for one Cat. No. is right cannot be told, so neither is written.
  const refusedRows = new Map(refused.map((entry) => [entry.row, entry]));
  for (const [itemno, rows] of repeated) {
    for (const row of rows) {
      const issue = { field: 'itemno', reason: `'${itemno}' is in rows ${rows.join(', ')}: a Cat. No. may appear once` };
      const entry = refusedRows.get(row);
      if (entry) entry.issues.push(issue);
      else refusedRows.set(row, { row, itemno, issues: [issue] });
    }
  }
  return {
    read,
    valid: valid.filter((entry) => !repeated.has(entry.goods.itemno)),
    refused: [...refusedRows.values()].sort((a, b) => a.row - b.row),
  };
}

/** Thrown inside a dry run's transaction to undo what it wrote. */
class DryRunRollback extends Error {}

/**
 * Validates and writes the records. With `dryRun`, every batch is written and rolled back, so
 * the counts and the refusals (a new Cat. No. without titles…) are the real ones and nothing stays.
 */
export async function importGoods(db: Db, records: AsyncIterable<SourceRecord>, options: { dryRun?: boolean } = {}): Promise<ImportOutcome> {
  const started = performance.now();
  const [places, entries] = await Promise.all([categoryPlaces(db), labelEntries(db)]);
  const { read, valid, refused } = await validate(records, places, entries);
  const validated = performance.now();
  let inserted = 0;
  let updated = 0;
  const changedGoodsIds: number[] = [];
  const changedCategories = new Set<string>();
  for (let start = 0; start < valid.length; start += ROWS_PER_BATCH) {
    const batch = valid.slice(start, start + ROWS_PER_BATCH);
    try {
      await db.transaction(async (tx) => {
        const written = await writeGoodsBatch(tx, batch, places, entries);
        inserted += written.inserted;
        updated += written.updated;
        refused.push(...written.refused);
        if (options.dryRun) throw new DryRunRollback();
        changedGoodsIds.push(...written.goodsIds);
        written.categories.forEach((code) => changedCategories.add(code));
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
  }
  // New goods get their datasheet (docs/product.md §2.6), written from their data on first download.
  if (!options.dryRun && inserted > 0) await ensureDatasheets(db);
  refused.sort((a, b) => a.row - b.row);
  return {
    read,
    inserted,
    updated,
    refused,
    changedGoodsIds,
    changedCategories: [...changedCategories].sort(),
    ms: { validate: Math.round(validated - started), write: Math.round(performance.now() - validated) },
  };
}
