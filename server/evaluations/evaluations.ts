/**
 * Evaluations of delivered order lines (docs/product.md §12.2): one per line, written or changed
 * by its customer; a goods item's evaluations with their count and average for everyone. A line
 * can be evaluated once delivered in full, or once its order is completed.
 */
import { and, asc, avg, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderEvaluations, orderLines, orders, users } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import { pick, type Lang } from '../http/locale';
import { orderNoOf } from '../../contract/order-rules';
import type { EvaluableLine, EvaluationSaved, GoodsEvaluations, SaveEvaluationRequest } from '../../contract/evaluations';

/** Lines the customer may evaluate: delivered in full, or of a completed order. */
const evaluable = or(
  eq(orders.status, 'completed'),
  and(inArray(orders.status, ['partial', 'delivered']), gte(orderLines.deliveredQuantity, orderLines.quantity)),
);

export async function saveEvaluation(db: Db, userId: number, input: Omit<SaveEvaluationRequest, 'userId'>, now = new Date()): Promise<EvaluationSaved> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ line: orderLines, order: orders })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, input.orderLineId), eq(orders.userId, userId)))
      .limit(1)
      .for('update');
    if (!row) throw new ApiFailure(CODE.notFound, `orderLineId: no order line ${input.orderLineId} of yours`);
    const delivered =
      row.order.status === 'completed' ||
      ((row.order.status === 'delivered' || row.order.status === 'partial') && row.line.deliveredQuantity >= row.line.quantity);
    if (!delivered) throw new ApiFailure(CODE.invalid, `orderLineId: ${row.line.itemno} can be evaluated once it has been delivered`);
    const [existing] = await tx.select({ id: orderEvaluations.id }).from(orderEvaluations).where(eq(orderEvaluations.orderLineId, row.line.id)).limit(1);
    if (existing) {
      await tx
        .update(orderEvaluations)
        .set({ rating: input.rating, content: input.content, anonymous: input.anonymous, updatedAt: now })
        .where(eq(orderEvaluations.id, existing.id));
      return { id: existing.id, orderLineId: row.line.id, goodsId: row.line.goodsId, created: false };
    }
    const [created] = await tx
      .insert(orderEvaluations)
      .values({
        userId,
        orderLineId: row.line.id,
        goodsId: row.line.goodsId,
        rating: input.rating,
        content: input.content,
        anonymous: input.anonymous,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orderEvaluations.id });
    if (!created) throw new Error('evaluation insert returned no row');
    return { id: created.id, orderLineId: row.line.id, goodsId: row.line.goodsId, created: true };
  });
}

/** The customer's evaluable lines: those still waiting for an evaluation, or those evaluated. */
export async function myEvaluations(
  db: Db,
  userId: number,
  state: 'waiting' | 'given',
  page: number,
  limit: number,
  lang: Lang,
): Promise<{ list: EvaluableLine[]; totalCount: number }> {
  const where = and(eq(orders.userId, userId), evaluable, state === 'waiting' ? isNull(orderEvaluations.id) : sql`${orderEvaluations.id} is not null`);
  const base = () =>
    db
      .select({ line: orderLines, order: orders, evaluation: orderEvaluations })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(orderEvaluations, eq(orderEvaluations.orderLineId, orderLines.id));
  const [total, rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(orderEvaluations, eq(orderEvaluations.orderLineId, orderLines.id))
      .where(where),
    base()
      .where(where)
      .orderBy(state === 'waiting' ? desc(orders.createdAt) : desc(orderEvaluations.updatedAt), asc(orderLines.sort), asc(orderLines.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return {
    list: rows.map((row) => ({
      orderLineId: row.line.id,
      orderId: row.order.id,
      orderNo: orderNoOf(row.order.id, row.order.createdAt),
      goodsId: row.line.goodsId,
      itemno: row.line.itemno,
      title: pick(lang, row.line.titleEn, row.line.titleZh),
      skuDesc: pick(lang, row.line.skuDescEn, row.line.skuDescZh),
      evaluation: row.evaluation
        ? {
            id: row.evaluation.id,
            rating: row.evaluation.rating,
            content: row.evaluation.content,
            anonymous: row.evaluation.anonymous,
            updatedAt: row.evaluation.updatedAt.toISOString(),
          }
        : null,
    })),
    totalCount: total[0]?.n ?? 0,
  };
}

/** One evaluable line of the customer's with its evaluation (the /modifyEvaluate form). */
export async function lineEvaluation(db: Db, userId: number, orderLineId: number, lang: Lang): Promise<EvaluableLine> {
  const [row] = await db
    .select({ line: orderLines, order: orders, evaluation: orderEvaluations })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(orderEvaluations, eq(orderEvaluations.orderLineId, orderLines.id))
    .where(and(eq(orderLines.id, orderLineId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new ApiFailure(CODE.notFound, `orderLineId: no order line ${orderLineId} of yours`);
  return {
    orderLineId: row.line.id,
    orderId: row.order.id,
    orderNo: orderNoOf(row.order.id, row.order.createdAt),
    goodsId: row.line.goodsId,
    itemno: row.line.itemno,
    title: pick(lang, row.line.titleEn, row.line.titleZh),
    skuDesc: pick(lang, row.line.skuDescEn, row.line.skuDescZh),
    evaluation: row.evaluation
      ? {
          id: row.evaluation.id,
          rating: row.evaluation.rating,
          content: row.evaluation.content,
          anonymous: row.evaluation.anonymous,
          updatedAt: row.evaluation.updatedAt.toISOString(),
        }
      : null,
  };
}

/** "Mei Chen" → "M***n": an anonymous author is never named. */
function masked(name: string): string {
  const letters = [...name.trim()];
  if (letters.length === 0) return '***';
  return `${letters[0]}***${letters.length > 1 ? letters[letters.length - 1] : ''}`;
}

/** A goods item's evaluations, newest first, with their count and average rating. */
export async function goodsEvaluations(db: Db, goodsId: number, page: number, limit: number, lang: Lang): Promise<GoodsEvaluations> {
  const where = eq(orderEvaluations.goodsId, goodsId);
  const [stats, rows] = await Promise.all([
    db
      .select({ n: count(), average: avg(orderEvaluations.rating) })
      .from(orderEvaluations)
      .where(where),
    db
      .select({ evaluation: orderEvaluations, userName: users.userName, skuDescEn: orderLines.skuDescEn, skuDescZh: orderLines.skuDescZh })
      .from(orderEvaluations)
      .innerJoin(users, eq(users.id, orderEvaluations.userId))
      .innerJoin(orderLines, eq(orderLines.id, orderEvaluations.orderLineId))
      .where(where)
      .orderBy(desc(orderEvaluations.createdAt), desc(orderEvaluations.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const totalCount = stats[0]?.n ?? 0;
  const average = stats[0]?.average;
  return {
    list: rows.map((row) => ({
      id: row.evaluation.id,
      rating: row.evaluation.rating,
      content: row.evaluation.content,
      author: row.evaluation.anonymous ? masked(row.userName) : row.userName,
      anonymous: row.evaluation.anonymous,
      skuDesc: pick(lang, row.skuDescEn, row.skuDescZh),
      createdAt: row.evaluation.createdAt.toISOString(),
    })),
    totalCount,
    average: totalCount > 0 && average != null ? Math.round(Number(average) * 10) / 10 : null,
    currPage: page,
    pageSize: limit,
  };
}
