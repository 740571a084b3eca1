/**
 * The resumable upload (docs/product.md §7.4, §13): which chunks a customer's upload has, one
 * chunk kept, and the merge that verifies the whole file (MD5, real type) before it is stored.
 */
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../http/idempotency';
import { uploadedFiles } from '../db/schema';
import { ApiFailure, CODE } from '../http/envelope';
import type { UploadAnswer, UploadedFile } from '../../contract/uploads';
import {
  AVATAR_MAX_BYTES,
  CHUNK_BYTES,
  MAX_PARTIAL_UPLOAD_BYTES,
  MAX_PARTIAL_UPLOADS,
  MAX_UPLOAD_BYTES,
  PARTIAL_UPLOAD_TTL_MS,
  UPLOAD_EXTENSIONS,
  chunkCount,
  extensionOf,
  kindOfExtension,
  uploadRefusal,
  type UploadKind,
  type UploadPurpose,
} from '../../contract/upload-rules';
import { contentMismatch, storedExtension, UnreadableContent } from './real-type';
import { hasPartialUpload, joinChunks, openPartialUploads, removeChunks, startPartialUpload, storeChunk, storedChunks, storedFilePath } from './upload-store';

export interface UploadTarget {
  root: string;
  userId: number;
  md5: string;
  fileName: string;
  size: number;
  purpose: UploadPurpose;
}

const MB = 1024 * 1024;
const allExtensions = () =>
  Object.values(UPLOAD_EXTENSIONS)
    .flat()
    .map((ext) => `.${ext}`)
    .join(' ');

/** The refusal of a file by name and size, as an envelope error naming the field. */
function refuseByNameAndSize({ fileName, size, purpose }: UploadTarget): UploadKind {
  const refusal = uploadRefusal(fileName, size, purpose);
  const extension = extensionOf(fileName);
  const kind = kindOfExtension(extension);
  switch (refusal) {
    case 'avatarType':
      throw new ApiFailure(CODE.invalid, 'fileName: the avatar must be a JPG image');
    case 'avatarSize':
      throw new ApiFailure(CODE.invalid, `size: the avatar must be at most ${AVATAR_MAX_BYTES / MB} MB`);
    case 'extension':
      throw new ApiFailure(CODE.invalid, `fileName: ${extension ? `.${extension}` : 'a file without extension'} is not accepted; accepted: ${allExtensions()}`);
    case 'empty':
      throw new ApiFailure(CODE.invalid, 'size: the file is empty');
    case 'size':
      throw new ApiFailure(CODE.invalid, `size: ${kind} files must be at most ${MAX_UPLOAD_BYTES[kind!] / MB} MB`);
    case null:
      return kind!;
  }
}

function refuseChunkCount(size: number, chunks: number): void {
  const expected = chunkCount(size);
  if (chunks !== expected) throw new ApiFailure(CODE.invalid, `chunks: a file of ${size} bytes is sent in ${expected} chunks of ${CHUNK_BYTES} bytes`);
}

type FileRow = typeof uploadedFiles.$inferSelect;

export function fileOf(row: FileRow): UploadedFile {
  return {
    id: row.id,
    name: row.displayName,
    extension: row.extension,
    kind: row.kind as UploadKind,
    size: row.size,
    md5: row.md5,
    createdAt: row.createdAt.toISOString(),
  };
}

async function storedFile(db: Db, userId: number, md5: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.md5, md5)));
  return row;
}

const answer = (fields: Partial<UploadAnswer>): UploadAnswer => ({
  result: true,
  message: 'success',
  needMerge: false,
  skipUpload: false,
  uploaded: [],
  file: null,
  ...fields,
});

/** A stored file of this customer with the same MD5 is answered as skipUpload, when it suits the purpose. */
async function skipAnswer(db: Db, target: UploadTarget): Promise<UploadAnswer | null> {
  const row = await storedFile(db, target.userId, target.md5);
  if (!row) return null;
  if (target.purpose === 'avatar' && row.extension !== 'jpg') throw new ApiFailure(CODE.invalid, 'fileName: the avatar must be a JPG image');
  return answer({ skipUpload: true, message: 'already uploaded', file: fileOf(row), uploaded: [] });
}

/**
 * Refuses a new upload beyond the customer's quota (docs/product.md §13): MAX_PARTIAL_UPLOADS in
 * progress at once, and MAX_PARTIAL_UPLOAD_BYTES declared across them. Code 409, so the uploader
 * stops instead of retrying; a resumed upload is never refused.
 */
async function refuseOverQuota(target: UploadTarget): Promise<void> {
  const open = (await openPartialUploads(target.root, target.userId, PARTIAL_UPLOAD_TTL_MS)).filter((upload) => upload.md5 !== target.md5);
  if (open.length >= MAX_PARTIAL_UPLOADS) {
    throw new ApiFailure(
      CODE.conflict,
      `upfile: ${open.length} uploads are already in progress (at most ${MAX_PARTIAL_UPLOADS}); finish one before starting another`,
    );
  }
  const bytes = open.reduce((sum, upload) => sum + upload.size, 0);
  if (bytes + target.size > MAX_PARTIAL_UPLOAD_BYTES) {
    throw new ApiFailure(
      CODE.conflict,
      `size: uploads in progress may hold at most ${MAX_PARTIAL_UPLOAD_BYTES / MB} MB together (${Math.ceil(bytes / MB)} MB are started); finish one before starting another`,
    );
  }
}

/** One start at a time per customer in this process: 40 chunks sent at once cannot all pass the quota together. */
const starting = new Map<string, Promise<unknown>>();

async function startOnce(target: UploadTarget): Promise<void> {
  const key = `${target.root}\u0000${target.userId}`;
  const previous = starting.get(key) ?? Promise.resolve();
  const run = previous.then(async () => {
    if (await hasPartialUpload(target.root, target.userId, target.md5)) return;
    await refuseOverQuota(target);
    await startPartialUpload(target.root, target.userId, target.md5, target.size);
    // Another API process on the shared DATA_DIR may have started one meanwhile: judged again with
    // ours in place, so two starts there may both back out but never both get in.
    try {
      await refuseOverQuota(target);
    } catch (error) {
      await removeChunks(target.root, target.userId, target.md5);
      throw error;
    }
  });
  const settled = run.catch(() => undefined);
  starting.set(key, settled);
  void settled.then(() => {
    if (starting.get(key) === settled) starting.delete(key);
  });
  await run;
}

/** GET /file/chunk: what is stored of this upload. */
export async function checkUpload(db: Db, target: UploadTarget): Promise<UploadAnswer> {
  refuseByNameAndSize(target);
  const skipped = await skipAnswer(db, target);
  if (skipped) return skipped;
  const chunks = chunkCount(target.size);
  const uploaded = (await storedChunks(target.root, target.userId, target.md5)).filter((index) => index < chunks);
  // Said before a byte is sent; the first chunk checks again and reserves the room.
  if (!(await hasPartialUpload(target.root, target.userId, target.md5))) await refuseOverQuota(target);
  return answer({ uploaded, needMerge: uploaded.length === chunks, message: uploaded.length ? 'resume' : 'new upload' });
}

/** POST /file/chunk: keeps one chunk of the exact size its place in the file calls for. */
export async function receiveChunk(db: Db, target: UploadTarget, chunk: number, chunks: number, bytes: Uint8Array): Promise<UploadAnswer> {
  refuseByNameAndSize(target);
  refuseChunkCount(target.size, chunks);
  if (chunk >= chunks) throw new ApiFailure(CODE.invalid, `chunk: must be below chunks (${chunks})`);
  const expected = chunk === chunks - 1 ? target.size - CHUNK_BYTES * (chunks - 1) : CHUNK_BYTES;
  if (bytes.byteLength !== expected) throw new ApiFailure(CODE.invalid, `upfile: chunk ${chunk} must be ${expected} bytes, got ${bytes.byteLength}`);
  const skipped = await skipAnswer(db, target);
  if (skipped) return skipped;
  await startOnce(target);
  await storeChunk(target.root, target.userId, target.md5, chunk, bytes);
  const uploaded = (await storedChunks(target.root, target.userId, target.md5)).filter((index) => index < chunks);
  return answer({ uploaded, needMerge: uploaded.length === chunks });
}

/** Ids unique enough to be unguessable: 18 random bytes. */
const newFileId = () => randomBytes(18).toString('base64url');

/**
 * POST /file/merge: joins the chunks, checks the MD5 and the real type, and stores the file under
 * a name of its content. A failed check answers result false with the reason, and the chunks go:
 * sending the same bytes again could only fail again.
 */
export async function mergeUpload(db: Db, target: UploadTarget, chunks: number): Promise<UploadAnswer> {
  const kind = refuseByNameAndSize(target);
  refuseChunkCount(target.size, chunks);
  const skipped = await skipAnswer(db, target);
  if (skipped) return skipped;
  const { root, userId, md5 } = target;
  const stored = await storedChunks(root, userId, md5);
  const missing = Array.from({ length: chunks }, (_, index) => index).filter((index) => !stored.includes(index));
  if (missing.length) {
    return answer({ result: false, message: `chunk: ${missing.length} chunks are missing (${missing.slice(0, 10).join(', ')})`, uploaded: stored });
  }
  const joined = await joinChunks(root, userId, md5, chunks);
  const discard = async () => {
    await rm(joined.joined, { force: true });
    await removeChunks(root, userId, md5);
  };
  const fail = async (message: string) => {
    await discard();
    return answer({ result: false, message });
  };
  if (joined.size !== target.size) return fail(`size: the chunks hold ${joined.size} bytes, not ${target.size}`);
  if (joined.md5 !== md5) return fail('md5: the file received does not match its MD5; upload it again');
  const extension = extensionOf(target.fileName);
  const mismatch = await contentMismatch(joined.joined, extension).catch(async (error: unknown) => {
    if (!(error instanceof UnreadableContent)) throw error;
    // A damaged file (a corrupt TIFF) is the sender's: 400 naming the field, and its chunks go.
    await discard();
    throw new ApiFailure(
      CODE.invalid,
      `upfile: the content is not a valid .${extension} file (it is damaged or cut short); check the file and upload it again`,
    );
  });
  if (mismatch) return fail(`upfile: the content is not a .${extension} file (found ${mismatch})`);
  const onDisk = storedExtension(extension);
  await rename(joined.joined, storedFilePath(root, userId, md5, onDisk));
  await removeChunks(root, userId, md5);
  await db
    .insert(uploadedFiles)
    .values({ id: newFileId(), userId, md5, extension: onDisk, kind, size: target.size, displayName: displayName(target.fileName) })
    .onConflictDoNothing();
  const row = await storedFile(db, userId, md5);
  return answer({ message: 'merged', file: row ? fileOf(row) : null });
}

/** The client's name for display: its last path segment, without control characters. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'file';
}

/** A customer's files among `ids`, in the order asked; ids of other customers are simply not found. */
export async function ownFiles(db: Db | Tx, userId: number, ids: readonly string[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.id, [...ids])));
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is FileRow => row !== undefined);
}
