import { createMemoryStore, entryBytes } from './memory-store.mjs';

const page = (tags: string[], lastModified = Date.now()) => ({
  lastModified,
  lifespan: null,
  tags,
  value: {
    kind: 'APP_PAGE',
    html: 'x'.repeat(1000),
    rscData: Buffer.alloc(2000),
    segmentData: new Map([['/_tree', Buffer.alloc(500)]]),
    headers: {},
    status: 200,
  },
});

describe('the memory store of Next’s cache', () => {
  it('counts an entry by its text and bytes, not by its JSON', () => {
    const bytes = entryBytes(page(['goods-1']));
    expect(bytes).toBeGreaterThanOrEqual(3500);
    expect(bytes).toBeLessThan(3700);
  });

  it('keeps what fits and drops the least recently used entry beyond its bound', async () => {
    const store = createMemoryStore({ maxItems: 100, maxBytes: 8000 });
    await store.set('a', page([]));
    await store.set('b', page([]));
    expect(await store.get('a', { implicitTags: [] })).not.toBeNull();
    await store.set('c', page([]));
    expect(await store.get('b', { implicitTags: [] })).toBeNull();
    expect(await store.get('a', { implicitTags: [] })).not.toBeNull();
    expect(await store.get('c', { implicitTags: [] })).not.toBeNull();
  });

  it('drops the entries of a revalidated tag, and treats entries older than a revalidated path as gone', async () => {
    const store = createMemoryStore({ maxItems: 100, maxBytes: 1_000_000 });
    await store.set('goods', page(['goods-1']));
    await store.set('listing', page(['category-CP001'], Date.now() - 1000));
    await store.revalidateTag('goods-1');
    expect(await store.get('goods', { implicitTags: [] })).toBeNull();
    await store.revalidateTag('_N_T_/en/goods-list');
    expect(await store.get('listing', { implicitTags: ['_N_T_/en/goods-list'] })).toBeNull();
  });

  it('leaves an entry in place when asked to set it only if missing', async () => {
    const store = createMemoryStore({ maxItems: 100, maxBytes: 1_000_000 });
    const first = page(['a']);
    await store.set('k', first);
    await store.set('k', page(['b']), { setOnlyIfNotExists: true });
    expect(await store.get('k', { implicitTags: [] })).toBe(first);
  });
});
