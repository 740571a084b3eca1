/**
 * Generated certificates kept in memory per lot and language: a lot's results never change once
 * it is released, and drawing a PDF costs tens of milliseconds. Bounded, oldest out first.
 */
export function createCertificateCache(capacity = 200) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    /** The cached certificate, or the one `make` draws (kept only when it succeeds). */
    get(lotId: number, lang: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const key = `${lotId}:${lang}`;
      const cached = entries.get(key);
      if (cached) {
        // Refresh its place: the most recently asked for stays longest.
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const made = make();
      entries.set(key, made);
      made.catch(() => entries.delete(key));
      while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
      return made;
    },
    size: () => entries.size,
  };
}
