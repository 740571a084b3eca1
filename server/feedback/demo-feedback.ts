/** The demo customer's earlier complaints and advice, some answered (docs/product.md §14). Deterministic. */
import type { Db } from '../db/client';
import { feedbackEntries } from '../db/schema';
import type { DemoCustomerSeeder } from '../seed/demo-customer';

const DAY = 24 * 60 * 60 * 1000;

const ENTRIES = [
  {
    kind: 'complaint',
    category: 'delivery',
    orderNo: 'SO20260915003',
    content: 'The dry ice had run out when the antibody arrived; the box was at room temperature.',
    daysAgo: 60,
    reply: 'We are sorry. A replacement vial was sent on cold chain the next day, and the courier has been told.',
    repliedAfterDays: 1,
  },
  {
    kind: 'complaint',
    category: 'product',
    orderNo: 'SO20261020011',
    content: 'The CoA of lot 2410A lists a different concentration from the label on the vial.',
    daysAgo: 12,
    reply: null,
    repliedAfterDays: 0,
  },
  {
    kind: 'advice',
    category: 'website',
    orderNo: '',
    content: 'Please let me filter antibodies by conjugate (HRP, FITC) on the finder page.',
    daysAgo: 40,
    reply: 'Thank you: conjugate filters are planned for the next release of the antibody finder.',
    repliedAfterDays: 2,
  },
  {
    kind: 'advice',
    category: 'service',
    orderNo: '',
    content: 'It would help to get a reminder email before a free trial period ends.',
    daysAgo: 5,
    reply: null,
    repliedAfterDays: 0,
  },
] as const;

export const seedDemoFeedback: DemoCustomerSeeder = async (db: Db, customerId: number, now: Date): Promise<void> => {
  await db.insert(feedbackEntries).values(
    ENTRIES.map((entry) => {
      const createdAt = new Date(now.getTime() - entry.daysAgo * DAY);
      return {
        userId: customerId,
        kind: entry.kind,
        category: entry.category,
        orderNo: entry.orderNo,
        content: entry.content,
        attachmentIds: [],
        reply: entry.reply,
        repliedAt: entry.reply ? new Date(createdAt.getTime() + entry.repliedAfterDays * DAY) : null,
        createdAt,
      };
    }),
  );
};
