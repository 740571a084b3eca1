/** The customer level (docs/product.md §10.4): from completed spending, with the way to the next level. */
import type { Db } from '../db/client';
import type { Tx } from '../http/idempotency';
import { CUSTOMER_LEVELS } from '../../contract/centre-constants';
import type { CustomerLevel } from '../../contract/centre';
import { completedSpending } from './wallet';

/** The level a spending reaches; a pure rule, tested without a database. */
export function levelFor(spent: number): CustomerLevel {
  let index = 0;
  CUSTOMER_LEVELS.forEach((level, i) => {
    if (spent >= level.threshold) index = i;
  });
  const current = CUSTOMER_LEVELS[index] ?? CUSTOMER_LEVELS[0];
  const next = CUSTOMER_LEVELS[index + 1];
  const progress = next ? Math.floor(((spent - current.threshold) / (next.threshold - current.threshold)) * 100) : 100;
  return {
    level: current.key,
    spent,
    discount: current.discount,
    next: next ? { level: next.key, threshold: next.threshold, remaining: Math.round((next.threshold - spent) * 100) / 100 } : null,
    progress: Math.min(100, Math.max(0, progress)),
  };
}

export async function customerLevel(db: Db | Tx, userId: number): Promise<CustomerLevel> {
  return levelFor(await completedSpending(db, userId));
}
