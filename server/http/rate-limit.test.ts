/**
 * The database's rate limits (docs/adr/0012-api-limits-and-search-caches-in-redis.md, "Windows start at a bucket's first hit"): a
 * window starts at a bucket's first hit, so the clock's place in the hour never doubles a
 * client's tries, and concurrent hits from two API instances each count once.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { ApiFailure } from './envelope';
import { databaseLimits, type RateLimit } from './rate-limit';

let database: TestDatabase;

before(async () => {
  database = await openTestDatabase();
});

after(async () => {
  await database?.dispose();
});

const at = (iso: string) => new Date(iso);
const hourly = (name: string): RateLimit => ({ name, limit: 3, windowSeconds: 60 * 60 });

/** The 429's message, or 'counted'. */
async function tryCount(rule: RateLimit, client: string, now: Date): Promise<string> {
  try {
    await databaseLimits(database.db).count(database.db, rule, client, now);
    return 'counted';
  } catch (error) {
    if (error instanceof ApiFailure) return error.message;
    throw error;
  }
}

describe('database rate limits', () => {
  test('crossing the top of the hour does not start a new window', async () => {
    const rule = hourly('boundary tries');
    const answers = [
      await tryCount(rule, 'a', at('2026-11-24T09:59:58Z')),
      await tryCount(rule, 'a', at('2026-11-24T09:59:59Z')),
      await tryCount(rule, 'a', at('2026-11-24T10:00:00Z')),
      await tryCount(rule, 'a', at('2026-11-24T10:00:01Z')),
    ];
    assert.deepEqual(answers.slice(0, 3), ['counted', 'counted', 'counted']);
    // The window began at 09:59:58 and ends at 10:59:58: 59 min 57 s left, rounded up.
    assert.equal(answers[3], 'Too many boundary tries from this address; please try again in 60 minutes');
  });

  test('a new window starts with the first hit after the last one ended', async () => {
    const rule = hourly('later tries');
    for (const second of ['00', '01', '02']) assert.equal(await tryCount(rule, 'b', at(`2026-11-24T08:00:${second}Z`)), 'counted');
    assert.match(await tryCount(rule, 'b', at('2026-11-24T08:59:59Z')), /please try again in 1 second$/);
    assert.equal(await tryCount(rule, 'b', at('2026-11-24T09:00:00Z')), 'counted');
    assert.equal(await tryCount(rule, 'b', at('2026-11-24T09:00:01Z')), 'counted');
  });

  test('failures: the full window refuses until it ends, then counts again', async () => {
    const limits = databaseLimits(database.db);
    const rule: RateLimit = { name: 'password tries', limit: 2, windowSeconds: 15 * 60 };
    await limits.addFailure(rule, 'c', at('2026-11-24T10:14:00Z'));
    await limits.addFailure(rule, 'c', at('2026-11-24T10:14:30Z'));
    assert.equal(await limits.blockedFor(rule, 'c', at('2026-11-24T10:15:30Z')), 13.5 * 60 * 1000);
    assert.equal(await limits.blockedFor(rule, 'c', at('2026-11-24T10:29:00Z')), undefined);
    await limits.addFailure(rule, 'c', at('2026-11-24T10:29:00Z'));
    assert.equal(await limits.blockedFor(rule, 'c', at('2026-11-24T10:29:01Z')), undefined);
    await limits.clearFailures(rule, 'c');
    assert.equal(await limits.blockedFor(rule, 'c', at('2026-11-24T10:29:02Z')), undefined);
  });

  test('hits from two API instances at once each count once', async () => {
    const rule: RateLimit = { name: 'shared tries', limit: 20, windowSeconds: 60 };
    const other = await database.anotherHandle();
    const now = at('2026-11-24T11:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const db = i % 2 === 0 ? database.db : other;
        return databaseLimits(db)
          .count(db, rule, 'd', now)
          .then(
            () => 'counted',
            (error: unknown) => (error instanceof ApiFailure ? 'refused' : 'error'),
          );
      }),
    );
    assert.equal(answers.filter((answer) => answer === 'counted').length, 20);
    assert.equal(answers.filter((answer) => answer === 'refused').length, 4);
  });
});
