/**
 * Where uploads live on disk (docs/product.md §13): DATA_DIR/uploads/<user>/parts/<md5>/<n>.part
 * while chunks arrive, DATA_DIR/uploads/<user>/<md5>.<ext> once merged. Every path segment is
 * built from a user id number, a validated MD5 or an allowed extension: nothing the client
 * names reaches the file system.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MD5 = /^[0-9a-f]{32}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

function userDir(root: string, userId: number): string {
  if (!Number.isSafeInteger(userId) || userId < 1) throw new Error(`not a user id: ${userId}`);
  return path.join(root, String(userId));
}

function partsDir(root: string, userId: number, md5: string): string {
  if (!MD5.test(md5)) throw new Error('not an MD5');
  return path.join(userDir(root, userId), 'parts', md5);
}

export function storedFilePath(root: string, userId: number, md5: string, extension: string): string {
  if (!MD5.test(md5) || !EXTENSION.test(extension)) throw new Error('not a stored file name');
  return path.join(userDir(root, userId), `${md5}.${extension}`);
}

/** What a partial upload's folder records of its file, beside the chunks. */
const UPLOAD_NOTE = 'upload.json';

/** Starts a partial upload: its folder, and a note of the file's declared size for the quota. */
export async function startPartialUpload(root: string, userId: number, md5: string, size: number): Promise<void> {
  const dir = partsDir(root, userId, md5);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, UPLOAD_NOTE), JSON.stringify({ size }));
}

export async function hasPartialUpload(root: string, userId: number, md5: string): Promise<boolean> {
  try {
    return (await stat(partsDir(root, userId, md5))).isDirectory();
  } catch {
    return false;
  }
}

/** The declared size of a partial upload; a folder without a note counts the bytes of its chunks. */
async function declaredSize(dir: string): Promise<number> {
  try {
    const note = JSON.parse(await readFile(path.join(dir, UPLOAD_NOTE), 'utf8')) as { size?: unknown };
    if (typeof note.size === 'number' && Number.isFinite(note.size)) return note.size;
  } catch {
    // No note (an upload started before notes were kept): count what is there.
  }
  let bytes = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) bytes += (await stat(path.join(dir, name)).catch(() => null))?.size ?? 0;
  return bytes;
}

/**
 * A customer's partial uploads touched within `ttlMs`, with their declared sizes; older ones are
 * removed on the way (the sweep's rule, docs/product.md §13).
 */
export async function openPartialUploads(root: string, userId: number, ttlMs: number, now = Date.now()): Promise<{ md5: string; size: number }[]> {
  const parts = path.join(userDir(root, userId), 'parts');
  const names = await readdir(parts).catch(() => [] as string[]);
  const open: { md5: string; size: number }[] = [];
  for (const md5 of names.filter((name) => MD5.test(name))) {
    const dir = path.join(parts, md5);
    const touched = (await stat(dir).catch(() => null))?.mtimeMs;
    if (touched === undefined) continue;
    if (now - touched > ttlMs) {
      await rm(dir, { recursive: true, force: true });
      continue;
    }
    open.push({ md5, size: await declaredSize(dir) });
  }
  return open;
}

/** Chunk indexes stored so far, ascending. */
export async function storedChunks(root: string, userId: number, md5: string): Promise<number[]> {
  try {
    const names = await readdir(partsDir(root, userId, md5));
    return names
      .map((name) => /^(\d+)\.part$/.exec(name)?.[1])
      .filter((index): index is string => index !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Keeps one chunk: written aside and renamed, so a dropped connection never leaves half a chunk under its name. */
export async function storeChunk(root: string, userId: number, md5: string, index: number, bytes: Uint8Array): Promise<void> {
  const dir = partsDir(root, userId, md5);
  await mkdir(dir, { recursive: true });
  const aside = path.join(dir, `${index}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(aside, bytes);
  await rename(aside, path.join(dir, `${index}.part`));
  // The sweep judges a partial upload by its folder's age: each chunk keeps it alive.
  const now = new Date();
  await utimes(dir, now, now);
}

/** Joins chunks 0…chunks-1 into a file beside the final one, answering its path and MD5; one chunk in memory at a time. */
export async function joinChunks(root: string, userId: number, md5: string, chunks: number): Promise<{ joined: string; md5: string; size: number }> {
  const dir = partsDir(root, userId, md5);
  const joined = path.join(userDir(root, userId), `${md5}.${randomBytes(6).toString('hex')}.joining`);
  const hash = createHash('md5');
  let size = 0;
  const out = await open(joined, 'w');
  try {
    for (let index = 0; index < chunks; index += 1) {
      const data = await readFile(path.join(dir, `${index}.part`));
      hash.update(data);
      size += data.length;
      await out.write(data);
    }
  } finally {
    await out.close();
  }
  return { joined, md5: hash.digest('hex'), size };
}

export async function removeChunks(root: string, userId: number, md5: string): Promise<void> {
  await rm(partsDir(root, userId, md5), { recursive: true, force: true });
}

/**
 * Removes partial uploads untouched for `ttlMs` (docs/product.md §13: a day). Answers how many
 * were removed; a folder that vanishes meanwhile (a merge) is skipped.
 */
export async function sweepPartialUploads(root: string, ttlMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  let users: string[];
  try {
    users = await readdir(root);
  } catch {
    return 0;
  }
  for (const user of users) {
    const parts = path.join(root, user, 'parts');
    let uploads: string[];
    try {
      uploads = await readdir(parts);
    } catch {
      continue;
    }
    for (const upload of uploads) {
      const dir = path.join(parts, upload);
      try {
        if (now - (await stat(dir)).mtimeMs > ttlMs) {
          await rm(dir, { recursive: true, force: true });
          removed += 1;
        }
      } catch {
        // Merged and removed while we looked.
      }
    }
  }
  return removed;
}
