/**
 * Writes that must not happen twice (docs/architecture.md §3): an optional `Idempotency-Key` header makes a
 * double click, a retry after a lost answer or a BFF retry answer the first result again.
 *
 * The key is claimed with INSERT … ON CONFLICT DO NOTHING in the SAME transaction as the write,
 * and the answer is stored in that transaction too, so a key row never exists without its write
 * and a write never exists without its key row:
 * - PostgreSQL (many connections): a concurrent second request with the same key blocks on the
 *   unique index until the first commits, then finds the committed answer and replays it (or
 *   claims the key itself when the first rolled back).
 * - PGlite (one connection): transactions run one after another, so the second simply finds
 *   the committed row.
 * A failed write rolls back its claim: failures are not remembered, a retry runs again.
 */
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { ApiFailure, CODE } from './envelope';
import { log } from '../log';

/** A transaction handle, as `db.transaction` passes it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long an answer is replayed; older keys are purged. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

const VISIBLE_ASCII = /^[\x21-\x7e]{1,200}$/;

/** The header's key, undefined when it was not sent; a malformed key is a 400. */
export function idempotencyKeyFrom(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!VISIBLE_ASCII.test(header)) {
    throw new ApiFailure(CODE.invalid, 'Idempotency-Key: must be 1–200 visible ASCII characters (a UUID is typical)');
  }
  return header;
}

/**
 * JSON with object keys sorted at every level, so the same body always hashes the same.
 * @internal exported for its tests
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** @internal */
export const requestHashOf = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('hex');

export interface OnceRequest {
  /** The route path and the caller (customer or visitor): keys of different routes or callers never collide. */
  route: string;
  /** From idempotencyKeyFrom; undefined runs the write without replay protection. */
  key: string | undefined;
  /** The validated input the write acts on. */
  body: unknown;
}

/** What the write hands back: the answer to store and replay, and what only the first run needs afterwards. */
export interface WriteResult<TAnswer, TDetail> {
  answer: TAnswer;
  detail: TDetail;
}

export type Once<TAnswer, TDetail> = { replayed: true; answer: TAnswer } | { replayed: false; answer: TAnswer; detail: TDetail };

/**
 * Runs `write` in a transaction unless the key already holds an answer. The answer must be plain
 * JSON (dates as ISO strings); a replay serialises to exactly the first answer.
 */
export async function runOnce<TAnswer, TDetail>(
  db: Db,
  request: OnceRequest,
  write: (tx: Tx) => Promise<WriteResult<TAnswer, TDetail>>,
  now = new Date(),
): Promise<Once<TAnswer, TDetail>> {
  const { key } = request;
  const scopeKey = key === undefined ? undefined : `${request.route} ${key}`;
  const requestHash = requestHashOf(request.body);

  const outcome = await db.transaction(async (tx): Promise<Once<TAnswer, TDetail>> => {
    if (scopeKey !== undefined) {
      const claimed = await tx
        .insert(idempotentRequests)
        .values({ scopeKey, requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ scopeKey: idempotentRequests.scopeKey });
      if (claimed.length === 0) return replay<TAnswer, TDetail>(tx, scopeKey, requestHash);
    }
    const { answer, detail } = await write(tx);
    if (scopeKey !== undefined) {
      // Stored as a JSON text inside jsonb: jsonb would reorder the answer's keys.
      await tx
        .update(idempotentRequests)
        .set({ response: JSON.stringify(answer) })
        .where(eq(idempotentRequests.scopeKey, scopeKey));
    }
    return { replayed: false, answer, detail };
  });

  purgeNowAndThen(db, now);
  return outcome;
}

async function replay<TAnswer, TDetail>(tx: Tx, scopeKey: string, requestHash: string): Promise<Once<TAnswer, TDetail>> {
  const [row] = await tx.select().from(idempotentRequests).where(eq(idempotentRequests.scopeKey, scopeKey)).limit(1);
  // Only a purge between the claim and this read, or a still-open first write (impossible once
  // the claim has waited for its commit), gets here; the client's retry settles it.
  if (!row || row.response === null) {
    throw new ApiFailure(CODE.conflict, 'Idempotency-Key: the first request with this key has not finished; please retry');
  }
  if (row.requestHash !== requestHash) throw new ApiFailure(CODE.conflict, 'Idempotency-Key: already used with a different request');
  return { replayed: true, answer: (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as TAnswer };
}

const lastPurge = new WeakMap<Db, number>();

/** Old keys go at most once per PURGE_EVERY_MS per database, after the request's own commit. */
function purgeNowAndThen(db: Db, now: Date): void {
  const last = lastPurge.get(db);
  if (last !== undefined && now.getTime() - last < PURGE_EVERY_MS) return;
  lastPurge.set(db, now.getTime());
  void purgeExpiredKeys(db, now).catch((error: unknown) => log.warn('idempotency keys not purged', { error: String(error) }));
}

async function purgeExpiredKeys(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)))
    .returning({ scopeKey: idempotentRequests.scopeKey });
  return removed.length;
}
