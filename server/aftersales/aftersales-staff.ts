/**
 * What staff do with after-sales requests (docs/product.md §12.1; `npm run aftersales`): accept or
 * reject a pending one, complete an accepted one, each with a reply to the customer. Every answer
 * passes through afterSalesAnswered in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { afterSalesEvents, afterSalesRequests } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { afterSalesDetail } from './aftersales';
import { afterSalesAnswered } from './aftersales-events';
import { AFTER_SALES_TRANSITIONS, afterSalesNoOf, type AfterSalesStatus } from '../../contract/aftersales-rules';
import type { AfterSalesDetail } from '../../contract/aftersales';

export async function answerAfterSales(
  db: Db,
  answer: { id: number; status: AfterSalesStatus; reply: string },
  now = new Date(),
): Promise<AfterSalesDetail & { userId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(afterSalesRequests).where(eq(afterSalesRequests.id, answer.id)).limit(1).for('update');
    if (!row) throw new ApiFailure(CODE.notFound, `id: no after-sales request ${answer.id}`);
    const afterSalesNo = afterSalesNoOf(row.id, row.createdAt);
    if (!AFTER_SALES_TRANSITIONS[row.status].includes(answer.status)) {
      throw new ApiFailure(CODE.invalid, `status: request ${afterSalesNo} is ${row.status} and cannot become ${answer.status}`);
    }
    await tx
      .update(afterSalesRequests)
      .set({ status: answer.status, staffReply: answer.reply || row.staffReply, updatedAt: now })
      .where(eq(afterSalesRequests.id, row.id));
    await tx.insert(afterSalesEvents).values({ requestId: row.id, status: answer.status, note: answer.reply, at: now });
    await afterSalesAnswered(tx, { id: row.id, userId: row.userId, afterSalesNo, status: answer.status, reply: answer.reply });
    return afterSalesDetail(tx, null, row.id, 'en');
  });
}
