/** Downloadable documents of goods (datasheets, manuals, COA) and their download counter. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, goodsDocuments } from '../db/schema';
import type { GoodsDocument } from '../../contract/goods';
export type { GoodsDocument } from '../../contract/goods';

/** The documents of the goods item with this Cat. No.; null when no goods item has it. */
export async function documentsOfItemno(db: Db, itemno: string): Promise<GoodsDocument[] | null> {
  const [item] = await db.select({ id: goods.id }).from(goods).where(eq(goods.itemno, itemno)).limit(1);
  if (!item) return null;
  const rows = await db
    .select({ attachmentId: goodsDocuments.id, fileName: goodsDocuments.fileName, url: goodsDocuments.url })
    .from(goodsDocuments)
    .where(eq(goodsDocuments.goodsId, item.id))
    .orderBy(asc(goodsDocuments.id));
  return rows;
}

/** Counts one download of a document and answers it with the new count; null when unknown. */
export async function countDownload(db: Db, attachmentId: number): Promise<(GoodsDocument & { downloads: number }) | null> {
  // One UPDATE … RETURNING: concurrent downloads each add one, none is lost.
  const [row] = await db
    .update(goodsDocuments)
    .set({ downloads: sql`${goodsDocuments.downloads} + 1` })
    .where(eq(goodsDocuments.id, attachmentId))
    .returning({ attachmentId: goodsDocuments.id, fileName: goodsDocuments.fileName, url: goodsDocuments.url, downloads: goodsDocuments.downloads });
  return row ?? null;
}
