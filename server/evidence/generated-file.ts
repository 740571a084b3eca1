/**
 * A file made on its first request and kept under DATA_DIR/generated (docs/product.md §2.6): later
 * requests read it; concurrent first requests share one rendering.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '../log';

const rendering = new Map<string, Promise<Buffer | null>>();

/** The kept file, else `render`'s bytes (kept for next time); null when `render` has nothing to make. */
export async function readOrGenerate(file: string, what: string, render: () => Promise<Buffer | null>): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    // Not generated yet.
  }
  let pending = rendering.get(file);
  if (!pending) {
    pending = renderAndKeep(file, what, render).finally(() => rendering.delete(file));
    rendering.set(file, pending);
  }
  return pending;
}

async function renderAndKeep(file: string, what: string, render: () => Promise<Buffer | null>): Promise<Buffer | null> {
  const bytes = await render();
  if (!bytes) return null;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    // A read-only data directory costs a rendering per request, not the answer.
    log.warn(`${what} not cached`, { file, error: String(error) });
  }
  return bytes;
}
