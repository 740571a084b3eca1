/**
 * The goods item a Cat. No. slip meant (itemno-slips.ts), for a search that found nothing:
 * "did you mean AB10031R?" (docs/product.md §5), and for a quick order's unknown Cat. No. (§11.5).
 */
import { sql } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { likeliestItemno, looksLikeItemno, oneEditAway } from './itemno-slips';
import type { SearchPlan } from './search-plan';

export interface ItemnoMatch {
  id: number;
  itemno: string;
}

/** The on-shelf goods item whose Cat. No. is one slip from the term; null when the term is no Cat. No. or none is. */
export async function itemnoSlip(db: Db, plan: SearchPlan): Promise<ItemnoMatch | null> {
  return plan.itemno ? itemnoSlipOf(db, plan.term) : null;
}

/**
 * The on-shelf goods item one slip from a Cat. No. as typed (any case), as search and the quick
 * order (docs/product.md §11.5) suggest it; null when the text looks like no Cat. No. or none is.
 */
export async function itemnoSlipOf(db: Db, typed: string): Promise<ItemnoMatch | null> {
  const term = typed.trim().toLowerCase();
  if (!looksLikeItemno(term)) return null;
  // Equality on the Cat. No. index, one probe per spelling (a few hundred for a Cat. No. of eight).
  const rows = rowsOf<{ id: number | string; itemno: string }>(
    await db.execute(sql`
      SELECT goods_id AS id, itemno FROM goods_search
      WHERE lower(itemno) COLLATE "C" = ANY(${textArray(oneEditAway(term))}) AND on_shelf_flag`),
  );
  const meant = likeliestItemno(
    term,
    rows.map((row) => row.itemno),
  );
  const row = rows.find((candidate) => candidate.itemno === meant);
  return row ? { id: Number(row.id), itemno: row.itemno } : null;
}
