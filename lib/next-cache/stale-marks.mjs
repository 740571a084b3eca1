// Tags refreshed with `stale` (POST /api/revalidate, docs/architecture.md §4): their pages stay
// cached and are served once more while a new render runs in the background. The handler library
// can only delete an entry by tag, so the time of each such refresh is kept here, in Redis for
// every instance and in memory for the instance that received it (and while Redis is away).

/**
 * @param {{ client: import('redis').RedisClientType | undefined,
 *   deadline: ReturnType<typeof import('./deadline.mjs').createDeadline> | undefined, key: string, keepSeconds: number }} options
 */
export function createStaleMarks({ client, deadline, key, keepSeconds }) {
  /** @type {Map<string, number>} tag → when it was refreshed (ms) */
  const local = new Map();

  function forget(now) {
    for (const [tag, at] of local) if (now - at > keepSeconds * 1000) local.delete(tag);
  }

  return {
    /** Records the refresh in memory, then in Redis; throws when Redis did not take it. */
    async mark(/** @type {string[]} */ tags, now = Date.now()) {
      forget(now);
      for (const tag of tags) local.set(tag, now);
      if (!client || !deadline) return;
      if (!client.isReady) throw new Error('Redis is not reachable: stale marks kept in memory only');
      await deadline.run(async () => {
        await client.hSet(key, Object.fromEntries(tags.map((tag) => [tag, String(now)])));
        // A mark only matters until the entries it covers would have gone stale anyway.
        await client.expire(key, Math.ceil(keepSeconds));
      });
    },

    /** The latest refresh among `tags` (ms), 0 when none; Redis's view when it answers. */
    async latest(/** @type {string[]} */ tags) {
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, local.get(tag) ?? 0);
      if (!client?.isReady || !deadline || deadline.skipping() || tags.length === 0) return latest;
      try {
        const shared = await deadline.run(() => client.hmGet(key, tags));
        for (const at of shared) if (at) latest = Math.max(latest, Number(at));
      } catch {
        // Redis went away or stalled mid-request: the local marks still apply.
      }
      return latest;
    },
  };
}
