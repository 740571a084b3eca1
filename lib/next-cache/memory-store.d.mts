/** Types of memory-store.mjs (plain JS: next.config and the cache handler load it without a build). */
interface StoredEntry {
  tags: string[];
  lastModified: number;
}

export function entryBytes(value: unknown): number;

export interface MemoryStore {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<StoredEntry | null>;
  set(key: string, value: StoredEntry, context?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export function createMemoryStore(bounds: { maxItems: number; maxBytes: number }): MemoryStore;
