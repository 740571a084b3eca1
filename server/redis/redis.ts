/**
 * The API's connection to Redis (REDIS_URL, docs/architecture.md §6): where rate limits and search
 * answers are shared by every API instance. Redis is a help, never a dependency: while it is
 * unreachable a command fails at once (no offline queue); while it hangs, callers stop waiting
 * after COMMAND_TIMEOUT_MS (the client's own timeout does not cover a command already sent). Either
 * way they fall back to this process's memory; the client keeps reconnecting in the background.
 */
import { createClient } from 'redis';
import type { Db } from '../db/client';
import { log } from '../log';

/** A request waits at most this long for Redis before it is answered from memory. */
export const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection tries back off up to this interval, so a returning Redis is used within seconds. */
const RECONNECT_CAP_MS = 2_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function clientOf(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** Math.min(retries, 10), RECONNECT_CAP_MS),
    },
  });
}

export type RedisConnection = ReturnType<typeof clientOf>;

/** Opens the connection in the background: the API starts, and answers, whether or not Redis is up. */
export function connectRedis(url: string): RedisConnection {
  const client = clientOf(url);
  // One line when Redis goes away and one when it is back, not one per reconnection try.
  let reachable = true;
  client.on('error', (error: unknown) => {
    if (!reachable) return;
    reachable = false;
    log.warn('Redis unreachable: rate limits and search caches kept in memory until it returns', { error: messageOf(error) });
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis reachable again: rate limits and search caches shared');
  });
  client.connect().catch((error: unknown) => log.warn('Redis connection given up', { error: messageOf(error) }));
  return client;
}

/** The command's answer, or a rejection once Redis has taken longer than COMMAND_TIMEOUT_MS. */
export function inTime<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
  });
  // The command may still fail after the deadline; nobody waits for it any more.
  command.catch(() => {});
  return Promise.race([command, late]).finally(() => clearTimeout(timer));
}

const connections = new WeakMap<Db, RedisConnection>();

/**
 * Shares this database handle's rate limits and search answers through `redis` with every other
 * process on the same database and Redis: the API (createApp) and commands that change the
 * catalogue, so their re-index reaches every instance's search caches.
 */
export function shareThroughRedis(db: Db, redis: RedisConnection): void {
  connections.set(db, redis);
}

/** The Redis this handle shares through, if any. */
export function redisOf(db: Db): RedisConnection | undefined {
  return connections.get(db);
}

/** Resolves once the connection is up, or after `ms` without it (answers which). */
export async function untilReady(redis: RedisConnection, ms = 1_000): Promise<boolean> {
  if (redis.isReady) return true;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<boolean>((resolve) => {
    redis.once('ready', () => resolve(true));
    timer = setTimeout(() => resolve(false), ms);
  });
  return ready.finally(() => clearTimeout(timer));
}

/**
 * For a command that changes the catalogue (the seed, an import): shares `db` through REDIS_URL's
 * Redis, so its re-index makes every running API instance forget its search answers. Answers the
 * disconnection to call at the end (the open connection would keep the process alive).
 */
export async function shareForCommand(db: Db, redisUrl: string | undefined): Promise<() => void> {
  if (!redisUrl) return () => {};
  const redis = connectRedis(redisUrl);
  shareThroughRedis(db, redis);
  if (!(await untilReady(redis))) log.warn('Redis not reachable: running API instances keep their search answers until they expire');
  return () => disconnectRedis(redis);
}

/** Ends the connection (and its reconnection tries) at shutdown. */
export function disconnectRedis(client: RedisConnection): void {
  if (client.isOpen) client.destroy();
}
