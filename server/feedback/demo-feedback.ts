/**
 * The demo customer's earlier complaints and advice, some answered (docs/product.md §14). A
 * complaint names the customer's own order placed before it (server/orders/demo-orders.ts). Deterministic.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedbackEntries, orders } from '../db/schema';
import { orderNoOf } from '../../contract/order-rules';
import type { DemoCustomerSeeder } from '../seed/demo-customer';

const DAY = 24 * 60 * 60 * 1000;

const ENTRIES = [
  {
    kind: 'complaint',
    category: 'delivery',
    aboutOrder: true,
    content: 'The dry ice had run out when the antibody arrived; the box was at room temperature.',
    daysAgo: 60,
    reply: 'We are sorry. A replacement vial was sent on cold chain the next day, and the courier has been told.',
    repliedAfterDays: 1,
  },
  {
    kind: 'complaint',
    category: 'product',
    aboutOrder: true,
    content: 'The CoA of lot 2410A lists a different concentration from the label on the vial.',
    daysAgo: 12,
    reply: null,
    repliedAfterDays: 0,
  },
  {
    kind: 'advice',
    category: 'website',
    aboutOrder: false,
    content: 'Please let me filter antibodies by conjugate (HRP, FITC) on the finder page.',
    daysAgo: 40,
    reply: 'Thank you: conjugate filters are planned for the next release of the antibody finder.',
    repliedAfterDays: 2,
  },
  {
    kind: 'advice',
    category: 'service',
    aboutOrder: false,
    content: 'It would help to get a reminder email before a free trial period ends.',
    daysAgo: 5,
    reply: null,
    repliedAfterDays: 0,
  },
] as const;

/** The number of the customer's latest order placed before `at`, or '' when there is none. */
async function orderBefore(db: Db, customerId: number, at: Date): Promise<string> {
  const [row] = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, customerId), lt(orders.createdAt, at)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ? orderNoOf(row.id, row.createdAt) : '';
}

export const seedDemoFeedback: DemoCustomerSeeder = async (db: Db, customerId: number, now: Date): Promise<void> => {
  const rows = [];
  for (const entry of ENTRIES) {
    const createdAt = new Date(now.getTime() - entry.daysAgo * DAY);
    rows.push({ entry, createdAt, orderNo: entry.aboutOrder ? await orderBefore(db, customerId, createdAt) : '' });
  }
  await db.insert(feedbackEntries).values(
    rows.map(({ entry, createdAt, orderNo }) => {
      return {
        userId: customerId,
        kind: entry.kind,
        category: entry.category,
        orderNo,
        content: entry.content,
        attachmentIds: [],
        reply: entry.reply,
        repliedAt: entry.reply ? new Date(createdAt.getTime() + entry.repliedAfterDays * DAY) : null,
        createdAt,
      };
    }),
  );
};
