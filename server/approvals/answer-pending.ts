/**
 * How the sales team answers a request that waits for them (docs/product.md §2.10 trial
 * applications, §2.11 points exchanges): in one transaction, the request is locked, answered once
 * (a second answer gives the first one back, so a double click or a retried call changes nothing),
 * and the domain's own consequences and the customer's notice are stored with the new state.
 */
import type { Db } from '../db/client';
import { ApiFailure, CODE } from '../http/envelope';
import type { Tx } from '../http/idempotency';
import type { ApprovalStatus, StaffAnswerRequest } from '../../contract/trials';

/** What a waiting request is, whatever its domain. */
export interface PendingRequest {
  status: string;
  answeredAt: Date | null;
}

export interface PendingAnswer<Row extends PendingRequest> {
  /** The request, locked for the transaction; undefined when there is none. */
  lock: (tx: Tx, id: number) => Promise<Row | undefined>;
  /** How the refusal names a missing request: 'trial application', 'points order'. */
  what: string;
  /** Stores the answer and what follows from it (a refund, the customer's notice). */
  answer: (tx: Tx, row: Row, answer: { status: 'approved' | 'rejected'; note: string | null; at: Date }) => Promise<void>;
}

export interface Answered {
  id: number;
  status: ApprovalStatus;
  answeredAt: string;
}

export async function answerPending<Row extends PendingRequest>(
  db: Db,
  { id, decision, note }: StaffAnswerRequest,
  { lock, what, answer }: PendingAnswer<Row>,
  now = new Date(),
): Promise<Answered> {
  return db.transaction(async (tx) => {
    const row = await lock(tx, id);
    if (!row) throw new ApiFailure(CODE.notFound, `id: no ${what} ${id}`);
    if (row.status !== 'pending') return { id, status: row.status as ApprovalStatus, answeredAt: (row.answeredAt ?? now).toISOString() };
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await answer(tx, row, { status, note: note ?? null, at: now });
    return { id, status, answeredAt: now.toISOString() };
  });
}
