/**
 * The demo customer's after-sales requests and evaluations (docs/product.md §12): a request in
 * every status on its delivered lines (within what each line allows) and evaluations of two
 * delivered lines, one line left waiting. Runs after the orders seeder; deterministic.
 */
import { asc, and, eq, inArray } from 'drizzle-orm';
import { afterSalesEvents, afterSalesLines, afterSalesRequests, orderEvaluations, orderLines, orders } from '../db/schema';
import type { AfterSalesReason, AfterSalesStatus, AfterSalesType } from '../../contract/aftersales-rules';
import type { DemoCustomerSeeder } from '../seed/demo-customer';

const HOUR_MS = 60 * 60 * 1000;

interface DemoRequest {
  order: 'partial' | 'delivered' | 'completed';
  line: number;
  quantity: number;
  type: AfterSalesType;
  reason: AfterSalesReason;
  description: string;
  /** The statuses it went through after pending, with staff's note. */
  path: { status: AfterSalesStatus; note: string }[];
}

const REQUESTS: DemoRequest[] = [
  {
    order: 'completed',
    line: 0,
    quantity: 1,
    type: 'refund',
    reason: 'quality',
    description: 'One vial showed visible precipitate after thawing.',
    path: [
      { status: 'accepted', note: 'Refund approved; no need to send the vial back.' },
      { status: 'completed', note: 'Refunded to the original payment.' },
    ],
  },
  {
    order: 'completed',
    line: 0,
    quantity: 1,
    type: 'return',
    reason: 'not-needed',
    description: 'Ordered one too many.',
    path: [{ status: 'rejected', note: 'Opened reagents cannot be returned for change of mind.' }],
  },
  {
    order: 'partial',
    line: 0,
    quantity: 1,
    type: 'exchange',
    reason: 'wrong-item',
    description: 'Received the 100 µL size instead of 50 µL.',
    path: [{ status: 'accepted', note: 'Please send it back; the right size ships once it arrives.' }],
  },
  {
    order: 'delivered',
    line: 1,
    quantity: 1,
    type: 'return',
    reason: 'damaged',
    description: 'The box arrived crushed and the ice pack had melted.',
    path: [],
  },
  { order: 'delivered', line: 0, quantity: 1, type: 'refund', reason: 'other', description: 'Asked by mistake.', path: [{ status: 'canceled', note: '' }] },
];

const EVALUATIONS = [
  {
    order: 'completed' as const,
    line: 0,
    rating: 5,
    content: 'Clean, specific bands at the expected size; the certificate matched our lot.',
    anonymous: false,
  },
  { order: 'delivered' as const, line: 0, rating: 4, content: 'Works well in our hands; shipping on dry ice was quick.', anonymous: true },
];

export const seedDemoAfterSales: DemoCustomerSeeder = async (db, userId, now) => {
  const rows = await db
    .select({ order: orders, line: orderLines })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['partial', 'delivered', 'completed'])))
    .orderBy(asc(orders.id), asc(orderLines.sort), asc(orderLines.id));
  const lineOf = (status: string, index: number) => rows.filter((row) => row.order.status === status)[index];

  for (const [index, demo] of REQUESTS.entries()) {
    const row = lineOf(demo.order, demo.line);
    if (!row || row.line.deliveredQuantity < demo.quantity) continue;
    const created = new Date(Math.max(row.order.createdAt.getTime() + 72 * HOUR_MS, now.getTime() - (10 - index) * 24 * HOUR_MS));
    const last = demo.path.at(-1);
    const [request] = await db
      .insert(afterSalesRequests)
      .values({
        userId,
        orderId: row.order.id,
        type: demo.type,
        reason: demo.reason,
        description: demo.description,
        status: last?.status ?? 'pending',
        staffReply: [...demo.path].reverse().find((step) => step.note)?.note ?? '',
        createdAt: created,
        updatedAt: new Date(created.getTime() + demo.path.length * 20 * HOUR_MS),
      })
      .returning({ id: afterSalesRequests.id });
    if (!request) continue;
    await db.insert(afterSalesLines).values({ requestId: request.id, orderLineId: row.line.id, quantity: demo.quantity });
    await db.insert(afterSalesEvents).values([
      { requestId: request.id, status: 'pending', note: '', at: created },
      ...demo.path.map((step, stepIndex) => ({
        requestId: request.id,
        status: step.status,
        note: step.note,
        at: new Date(created.getTime() + (stepIndex + 1) * 20 * HOUR_MS),
      })),
    ]);
  }

  for (const demo of EVALUATIONS) {
    const row = lineOf(demo.order, demo.line);
    if (!row) continue;
    const at = new Date(row.order.createdAt.getTime() + 96 * HOUR_MS);
    await db.insert(orderEvaluations).values({
      userId,
      orderLineId: row.line.id,
      goodsId: row.line.goodsId,
      rating: demo.rating,
      content: demo.content,
      anonymous: demo.anonymous,
      createdAt: at,
      updatedAt: at,
    });
  }
};
