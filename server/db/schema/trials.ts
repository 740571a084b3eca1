/** Free-trial applications and their goods (docs/product.md §2.10). */
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { goodsId, serialId } from './columns';

/**
 * A customer's free-trial application: up to 3 samples for one laboratory (docs/product.md §2.10).
 * laboratory_key is the normalised institution + laboratory; while an application of a laboratory
 * is pending or approved no other may be stored for it (the partial unique index is the judge, so
 * two accounts applying at once cannot both get in).
 */
export const trialApplications = pgTable(
  'trial_applications',
  {
    id: serialId(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institution: text('institution').notNull(),
    laboratory: text('laboratory').notNull(),
    laboratoryKey: text('laboratory_key').notNull(),
    consignee: text('consignee').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('pending'),
    staffNote: text('staff_note'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('trial_applications_customer_idx').on(t.customerId, t.appliedAt),
    uniqueIndex('trial_applications_laboratory_idx')
      .on(t.laboratoryKey)
      .where(sql`status <> 'rejected'`),
  ],
);

/** The samples (goods items) of a trial application, in the order chosen. */
export const trialApplicationGoods = pgTable(
  'trial_application_goods',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => trialApplications.id, { onDelete: 'cascade' }),
    // Cascade: clearing the demo catalogue (the seed CLI) must not be blocked by applications.
    goodsId: goodsId(),
    sort: smallint('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.goodsId] })],
);
