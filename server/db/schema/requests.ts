/** What the API keeps about requests: idempotent answers and rate-limit hits (docs/architecture.md §3). */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Answers of writes sent with an Idempotency-Key (docs/architecture.md §3), replayed for the same key and body. */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Route path + key (+ caller), so keys of different routes never collide. */
    scopeKey: text('scope_key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [index('idempotent_requests_created_idx').on(t.createdAt)],
);

/**
 * Rate-limit counters (docs/architecture.md §6: in the database unless Redis takes them over): one
 * row per bucket, whose window starts at the first hit after the last window ended.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);
