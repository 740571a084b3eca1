/**
 * The logged-in customer's inquiry list (docs/product.md §5, §7.1): one line per goods item and SKU
 * (skuId 0 = none chosen). Adding merges by adding quantity in ONE upsert statement, so two tabs
 * clicking at once never lose a click; merges stop at MAX_QUANTITY instead of failing.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { bigintArray } from '../db/arrays';
import type { Db } from '../db/client';
import type { Tx } from '../http/idempotency';
import { rowsOf } from '../db/rows';
import { cartLines, goods } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { Lang } from '../http/locale';
import { summariesByIds } from '../goods/goods-summary';
import type { CartLine } from '../../contract/customer';
import { MAX_QUANTITY } from '../../contract/rules';

export interface InquiryLineKey {
  goodsId: number;
  skuId: number;
}

export interface InquiryLineAddition extends InquiryLineKey {
  quantity: number;
}

export const keyOf = ({ goodsId, skuId }: InquiryLineKey) => `${goodsId}:${skuId}`;

export async function inquiryListSize(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.lines ?? 0;
}

/**
 * Lines newest first. Off-shelf goods stay in the list with onShelfFlag false, so the customer
 * sees why a line can no longer be inquired instead of finding it gone.
 */
export async function listInquiryLines(db: Db, userId: number, page: number, limit: number, lang: Lang): Promise<{ list: CartLine[]; total: number }> {
  const [total, rows] = await Promise.all([
    inquiryListSize(db, userId),
    db
      .select()
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
      .orderBy(desc(cartLines.createdAt), desc(cartLines.goodsId), desc(cartLines.skuId))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const summaries = await summariesByIds(db, [...new Set(rows.map((row) => row.goodsId))], lang);
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  const list = rows.flatMap((row): CartLine[] => {
    const summary = byId.get(row.goodsId);
    if (!summary) return [];
    const sku = row.skuId ? summary.skus.find((candidate) => candidate.id === row.skuId) : undefined;
    return [
      {
        id: row.goodsId,
        skuId: row.skuId,
        quantity: row.quantity,
        itemno: summary.itemno,
        title: summary.title,
        skuDesc: sku?.skuDesc ?? null,
        skuPrice: sku?.skuPrice ?? null,
        rules: sku?.rules ?? [],
        imgCover: summary.imgCover,
        onShelfFlag: summary.onShelfFlag,
        inventoryStatus: summary.inventoryStatus,
        addedAt: row.createdAt.toISOString(),
      },
    ];
  });
  return { list, total };
}

/** Adds one line or merges it into the same goods item and SKU; refuses off-shelf goods (3) and foreign SKUs (400). */
export async function addToInquiryList(db: Db, userId: number, { goodsId, skuId, quantity }: InquiryLineAddition): Promise<void> {
  const [item] = await db
    .select({
      onShelfFlag: goods.onShelfFlag,
      // Spelled out: Drizzle leaves column names unqualified here, and `id` would mean skus.id.
      skuOwned: sql<boolean>`${skuId} = 0 OR EXISTS (SELECT 1 FROM skus WHERE skus.id = ${skuId} AND skus.goods_id = goods.id)`,
    })
    .from(goods)
    .where(eq(goods.id, goodsId));
  if (!item || !item.onShelfFlag) throw new ApiFailure(CODE.notFound, `id: no goods item ${goodsId} on shelf`);
  if (!item.skuOwned) throw new ApiFailure(CODE.invalid, `skuId: ${skuId} is not a SKU of goods item ${goodsId}`);
  const merged = await upsertLines(db, userId, [{ goodsId, skuId, quantity }]);
  // The goods item went off shelf between the check and the write.
  if (merged.size === 0) throw new ApiFailure(CODE.notFound, `id: no goods item ${goodsId} on shelf`);
}

/**
 * Merges a guest's list at login. Lines of off-shelf or unknown goods, or with a SKU that is not
 * the goods item's, are skipped and named rather than failing the whole merge.
 */
export async function mergeIntoInquiryList(db: Db, userId: number, additions: InquiryLineAddition[]): Promise<InquiryLineKey[]> {
  const lines = combineLines(additions);
  const merged = await upsertLines(db, userId, lines);
  return lines.filter((line) => !merged.has(keyOf(line))).map(({ goodsId, skuId }) => ({ goodsId, skuId }));
}

/** Lines of the same goods item and SKU as one, quantities added (capped), in first-seen order: upsertLines takes distinct lines. */
export function combineLines(additions: readonly InquiryLineAddition[]): InquiryLineAddition[] {
  const combined = new Map<string, InquiryLineAddition>();
  for (const addition of additions) {
    const key = keyOf(addition);
    const earlier = combined.get(key);
    combined.set(key, earlier ? { ...earlier, quantity: Math.min(earlier.quantity + addition.quantity, MAX_QUANTITY) } : addition);
  }
  return [...combined.values()];
}

/**
 * One statement for any number of distinct lines, merged as addCar merges; answers the keys it
 * wrote (lines of goods gone off shelf meanwhile, or of a foreign SKU, are not). Buy again and the
 * quick order write through it inside their Idempotency-Key transaction (docs/product.md §11.6).
 */
export async function upsertLines(db: Db | Tx, userId: number, lines: InquiryLineAddition[]): Promise<Set<string>> {
  const result = await db.execute(sql`
    INSERT INTO cart_lines (user_id, goods_id, sku_id, quantity)
    SELECT ${userId}, line.goods_id, line.sku_id, line.quantity::integer
    FROM unnest(${bigintArray(lines.map((line) => line.goodsId))}, ${bigintArray(lines.map((line) => line.skuId))},
                ${bigintArray(lines.map((line) => line.quantity))}) AS line(goods_id, sku_id, quantity)
    JOIN goods ON goods.id = line.goods_id AND goods.on_shelf_flag
    WHERE line.sku_id = 0 OR EXISTS (SELECT 1 FROM skus WHERE skus.id = line.sku_id AND skus.goods_id = line.goods_id)
    ON CONFLICT (user_id, goods_id, sku_id) DO UPDATE
      SET quantity = LEAST(cart_lines.quantity + excluded.quantity, ${MAX_QUANTITY}), updated_at = now()
    RETURNING goods_id, sku_id`);
  return new Set(
    rowsOf<{ goods_id: number | string; sku_id: number | string }>(result).map((row) => keyOf({ goodsId: Number(row.goods_id), skuId: Number(row.sku_id) })),
  );
}

/** Sets a line's quantity; 3 when the customer has no such line. */
export async function updateInquiryLine(db: Db, userId: number, { goodsId, skuId, quantity }: InquiryLineAddition): Promise<void> {
  const updated = await db
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.goodsId, goodsId), eq(cartLines.skuId, skuId)))
    .returning({ goodsId: cartLines.goodsId });
  if (updated.length === 0) throw new ApiFailure(CODE.notFound, `id: no inquiry-list line for goods item ${goodsId} and skuId ${skuId}`);
}

export async function removeInquiryLines(db: Db, userId: number, keys: InquiryLineKey[]): Promise<void> {
  await db.execute(sql`
    DELETE FROM cart_lines
    WHERE user_id = ${userId}
      AND (goods_id, sku_id) IN (SELECT * FROM unnest(${bigintArray(keys.map((key) => key.goodsId))}, ${bigintArray(keys.map((key) => key.skuId))}))`);
}
