/**
 * Quick order (docs/product.md §11.6): rows of Cat. No., size and quantity, read by
 * contract/quick-order-lines.ts, looked up and put into the inquiry list. Every row answers:
 * added, unknown (with the Cat. No. one slip away, if any), offShelf (with alternatives) or
 * refused (the field at fault). The lookups come first; the write happens once per
 * Idempotency-Key, so a retry adds nothing twice.
 */
import type { Db } from '../db/client';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import type { Lang } from '../http/locale';
import { itemnoSlipOf } from '../search/itemno-suggestion';
import { combineLines, inquiryListSize, keyOf, upsertLines } from './inquiry-list';
import { alternativesFor, goodsByItemnos, type ReorderGoods } from './reorder-goods';
import { parseQuickOrder, QUICK_ORDER_MAX_ROWS, sameSize, type QuickOrderFormat, type QuickOrderRowText } from '../../contract/quick-order-lines';
import type { QuickOrderAnswer, QuickOrderRow } from '../../contract/reorder';

const PROBLEMS = {
  empty: 'text: holds no Cat. No.',
  tooLong: 'text: is too long',
  tooManyRows: `text: holds more than ${QUICK_ORDER_MAX_ROWS} rows`,
  csvHeader: 'text: the first line of a CSV file must be the header itemno,size,quantity',
} as const;

/** The rows read from the text; the text as a whole refused (400) when it cannot be a quick order. */
function rowsOf(format: QuickOrderFormat, text: string): QuickOrderRowText[] {
  const parsed = parseQuickOrder(format, text);
  if (!parsed.ok) throw new ApiFailure(CODE.invalid, parsed.problem === 'tooManyRows' ? `${PROBLEMS.tooManyRows} (${parsed.rows})` : PROBLEMS[parsed.problem]);
  return parsed.rows;
}

const blank = (text: QuickOrderRowText): QuickOrderRow => ({
  row: text.row,
  itemno: text.itemno,
  size: text.size,
  quantityText: text.quantityText,
  outcome: 'refused',
  field: null,
  goodsId: null,
  skuId: null,
  title: null,
  skuDesc: null,
  quantity: text.quantity,
  sizes: [],
  suggestion: null,
  alternatives: [],
});

/**
 * The size a row asks for: the one written (any case, spaces or µ spelling), else the goods item's
 * first size as its page lists them; skuId 0 for goods without sizes. null: no such size.
 */
function skuOf(item: ReorderGoods, size: string | null): { id: number; desc: string | null } | null {
  if (size === null) return item.skus[0] ?? { id: 0, desc: null };
  return item.skus.find((sku) => sku.descs.some((desc) => sameSize(size, desc))) ?? null;
}

/** Each row's outcome as far as reading can tell; rows marked added are written by writeQuickOrder. */
export async function planQuickOrder(db: Db, format: QuickOrderFormat, text: string, lang: Lang): Promise<QuickOrderRow[]> {
  const rows = rowsOf(format, text);
  const items = await goodsByItemnos(
    db,
    rows.filter((row) => row.refused !== 'itemno').map((row) => row.itemno),
    lang,
  );
  const planned = await Promise.all(
    rows.map(async (text): Promise<QuickOrderRow> => {
      const row = blank(text);
      if (text.refused === 'itemno') return { ...row, field: 'itemno' };
      const item = items.get(text.itemno.toLowerCase());
      if (!item) return { ...row, outcome: 'unknown', suggestion: await itemnoSlipOf(db, text.itemno) };
      const found = { ...row, itemno: item.itemno, goodsId: item.id, title: item.title };
      if (!item.onShelf || !item.sellable) return { ...found, outcome: 'offShelf' };
      if (text.refused === 'quantity') return { ...found, field: 'quantity' };
      const sku = skuOf(item, text.size);
      if (!sku) return { ...found, field: 'size', sizes: item.skus.map((candidate) => candidate.desc) };
      return { ...found, outcome: 'added', skuId: sku.id, skuDesc: sku.desc };
    }),
  );
  const alternatives = await alternativesFor(
    db,
    planned.flatMap((row) => (row.outcome === 'offShelf' && row.goodsId !== null ? [row.goodsId] : [])),
    lang,
  );
  return planned.map((row) => (row.outcome === 'offShelf' && row.goodsId !== null ? { ...row, alternatives: alternatives.get(row.goodsId) ?? [] } : row));
}

/** Writes the rows planned as added inside the Idempotency-Key transaction; a goods item gone off shelf in between answers offShelf. */
export async function writeQuickOrder(tx: Tx, userId: number, rows: QuickOrderRow[]): Promise<QuickOrderAnswer> {
  const adding = rows.flatMap((row) =>
    row.outcome === 'added' && row.goodsId !== null && row.skuId !== null && row.quantity !== null
      ? [{ goodsId: row.goodsId, skuId: row.skuId, quantity: row.quantity }]
      : [],
  );
  const written = await upsertLines(tx, userId, combineLines(adding));
  return {
    size: await inquiryListSize(tx, userId),
    rows: rows.map((row) =>
      row.outcome === 'added' && !written.has(keyOf({ goodsId: row.goodsId ?? 0, skuId: row.skuId ?? 0 }))
        ? { ...row, outcome: 'offShelf', skuId: null, skuDesc: null }
        : row,
    ),
  };
}
