/**
 * Where the access token and jsapi ticket are kept between signatures: with REDIS_URL in Redis, so
 * every storefront instance signs with the same ticket and WeChat is asked once per expiry, not
 * once per instance (docs/configuration.md, REDIS_URL); else in this process's memory. As with the
 * page cache (docs/adr/0011-next-cache-in-redis-or-bounded-memory-lru.md), Redis is a help, never a
 * dependency: while it is away or slow (REDIS_TIMEOUT_MS) this process's own copy is used.
 */
import { createClient } from 'redis';
import { z } from 'zod';

type CredentialName = 'access-token' | 'jsapi-ticket';

/** A token or ticket, and when (ms since the epoch) it is renewed and when WeChat stops taking it. */
export interface StoredCredential {
  value: string;
  refreshAt: number;
  expiresAt: number;
}

export interface CredentialStore {
  read(name: CredentialName): Promise<StoredCredential | undefined>;
  write(name: CredentialName, credential: StoredCredential): Promise<void>;
  close(): Promise<void>;
}

const storedCredential = z.object({ value: z.string().min(1), refreshAt: z.number(), expiresAt: z.number() });

export function createMemoryStore(now: () => number = Date.now): CredentialStore {
  const held = new Map<CredentialName, StoredCredential>();
  return {
    async read(name) {
      const credential = held.get(name);
      return credential && credential.expiresAt > now() ? credential : undefined;
    },
    async write(name, credential) {
      held.set(name, credential);
    },
    async close() {},
  };
}

interface RedisStoreOptions {
  url: string;
  /** Each storefront's keys start with it: one app's credentials, whatever else the Redis holds. */
  keyPrefix: string;
  /** Connect limit and the limit of each read or write. */
  timeoutMs: number;
  now?: () => number;
  log?: (message: string) => void;
}

export function createRedisStore({ url, keyPrefix, timeoutMs, now = Date.now, log = console.warn }: RedisStoreOptions): CredentialStore {
  const memory = createMemoryStore(now);
  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of queueing; the memory copy answers.
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let reported = false;
  client.on('error', (error: unknown) => {
    if (reported) return;
    reported = true;
    log(`WeChat share: Redis not reachable (${error instanceof Error ? error.message : String(error)}); tokens kept in this process until it returns`);
  });
  client.on('ready', () => {
    reported = false;
  });
  const connected = client.connect().catch(() => {
    // Reported by the 'error' listener; the client keeps reconnecting on its own.
  });

  /** The command's answer, or a rejection past the timeout (the client's own does not cover a command already sent). */
  const inTime = async <T>(command: () => Promise<T>): Promise<T> => {
    if (!client.isReady) throw new Error('Redis is not connected');
    let timer: NodeJS.Timeout | undefined;
    const running = command();
    running.catch(() => {});
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([running, late]).finally(() => clearTimeout(timer));
  };
  const waitForFirstConnection = Promise.race([connected, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);

  return {
    async read(name) {
      await waitForFirstConnection;
      try {
        const raw = await inTime(() => client.get(`${keyPrefix}${name}`));
        const parsed = raw ? storedCredential.safeParse(JSON.parse(raw)) : undefined;
        if (parsed?.success && parsed.data.expiresAt > now()) {
          await memory.write(name, parsed.data);
          return parsed.data;
        }
        return undefined;
      } catch {
        return memory.read(name);
      }
    },
    async write(name, credential) {
      await memory.write(name, credential);
      const ttl = Math.round(credential.expiresAt - now());
      if (ttl <= 0) return;
      await waitForFirstConnection;
      try {
        await inTime(() => client.set(`${keyPrefix}${name}`, JSON.stringify(credential), { expiration: { type: 'PX', value: ttl } }));
      } catch {
        // Kept in memory; the next refresh writes Redis again.
      }
    },
    async close() {
      if (client.isOpen) client.destroy();
    },
  };
}
