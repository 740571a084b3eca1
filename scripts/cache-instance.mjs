#!/usr/bin/env node
// One storefront's Next cache handler (cache-handler.mjs) in a process of its own, driven over
// IPC by scripts/test-cache.mjs: two of them stand for two storefront instances.
// Messages: { id, op: 'get' | 'set' | 'revalidate', key?, tags?, body?, revalidate?, durations? }.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { default: StorefrontCacheHandler } = await import('../cache-handler.mjs');
const dist = mkdtempSync(path.join(os.tmpdir(), 'labshop-cache-instance-'));
mkdirSync(path.join(dist, 'server'));
writeFileSync(path.join(dist, 'BUILD_ID'), process.env.TEST_BUILD_ID ?? 'test-build');
const handler = new StorefrontCacheHandler({ serverDistDir: path.join(dist, 'server'), dev: false });

/** A data-cache answer as Next stores it (kind FETCH). */
const fetchEntry = (body, revalidate) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: 'http://api.test/' }, revalidate });

async function run(message) {
  const began = performance.now();
  switch (message.op) {
    case 'get': {
      const entry = await handler.get(message.key, { kind: 'FETCH', softTags: [] });
      return {
        body: entry?.value?.data?.body ?? null,
        lastModified: entry?.lastModified ?? null,
        cacheControl: entry?.cacheControl ?? null,
        ms: performance.now() - began,
      };
    }
    case 'set':
      await handler.set(message.key, fetchEntry(message.body, message.revalidate ?? 300), {
        fetchCache: true,
        tags: message.tags ?? [],
        revalidate: message.revalidate ?? 300,
      });
      return { ms: performance.now() - began };
    case 'revalidate':
      await handler.revalidateTag(message.tags, message.durations);
      return { ms: performance.now() - began };
    default:
      throw new Error(`unknown op ${message.op}`);
  }
}

process.on('message', (message) => {
  run(message).then(
    (result) => process.send({ id: message.id, ...result }),
    (error) => process.send({ id: message.id, error: String(error?.stack ?? error) }),
  );
});
process.send({ ready: true });
