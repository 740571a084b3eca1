/**
 * The uploader's plan and states (docs/product.md §7.4, §13), pure so they are tested without a
 * browser: which byte ranges are read and sent, which chunks are still missing, how each file's
 * state moves, and how a chunk is tried again.
 */
import { CHUNK_BYTES, MD5_SLICE_BYTES, chunkCount } from '@/contract/upload-rules';

export interface ByteRange {
  start: number;
  end: number;
}

/** The byte range of chunk `index` of a file of `size` bytes. */
export function chunkRange(index: number, size: number): ByteRange {
  return { start: index * CHUNK_BYTES, end: Math.min(size, (index + 1) * CHUNK_BYTES) };
}

/** The slices the MD5 worker reads, in order. */
export function md5Slices(size: number): ByteRange[] {
  const slices: ByteRange[] = [];
  for (let start = 0; start < size; start += MD5_SLICE_BYTES) slices.push({ start, end: Math.min(size, start + MD5_SLICE_BYTES) });
  return slices.length ? slices : [{ start: 0, end: 0 }];
}

/** Chunks still to send, ascending: every index the server did not list as uploaded. */
export function missingChunks(size: number, uploaded: readonly number[]): number[] {
  const have = new Set(uploaded);
  return Array.from({ length: chunkCount(size) }, (_, index) => index).filter((index) => !have.has(index));
}

type UploadStatus = 'md5' | 'uploading' | 'merging' | 'transcoding' | 'failed' | 'success';

export interface FileState {
  status: UploadStatus;
  /** 0…1 of the current step: the MD5 read, then the bytes stored. */
  progress: number;
  /** The server's message or the reason of a failure. */
  message: string | null;
}

export type UploadEvent =
  | { type: 'md5Progress'; done: number }
  | { type: 'checked'; skipUpload: boolean; storedChunks: number; totalChunks: number }
  | { type: 'chunkStored'; storedChunks: number; totalChunks: number }
  | { type: 'merging' }
  | { type: 'merged'; result: boolean; message: string; video: boolean }
  | { type: 'transcoded' }
  | { type: 'failed'; message: string };

export const initialState: FileState = { status: 'md5', progress: 0, message: null };

const finished = (state: FileState) => state.status === 'failed' || state.status === 'success';

/**
 * The next state of a file. A failed or finished file stays as it is: a late answer of an
 * abandoned try cannot bring it back. "Upload result false → show the server message and mark
 * the file failed" (docs/product.md §8).
 */
export function nextState(state: FileState, event: UploadEvent): FileState {
  if (finished(state)) return state;
  switch (event.type) {
    case 'md5Progress':
      return state.status === 'md5' ? { ...state, progress: clamp(event.done) } : state;
    case 'checked':
      if (event.skipUpload) return { status: 'success', progress: 1, message: null };
      return { status: 'uploading', progress: event.storedChunks / event.totalChunks, message: null };
    case 'chunkStored':
      return { status: 'uploading', progress: event.storedChunks / event.totalChunks, message: null };
    case 'merging':
      return { status: 'merging', progress: 1, message: null };
    case 'merged':
      if (!event.result) return { status: 'failed', progress: state.progress, message: event.message };
      return { status: event.video ? 'transcoding' : 'success', progress: 1, message: null };
    case 'transcoded':
      return state.status === 'transcoding' ? { status: 'success', progress: 1, message: null } : state;
    case 'failed':
      return { status: 'failed', progress: state.progress, message: event.message };
  }
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Runs `attempt` up to `tries` times, each with its own `timeoutMs` signal; the last failure is
 * thrown. A failure that `isFinal` recognises (the server refused the chunk) is not tried again.
 */
export async function withTries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  { tries, timeoutMs, isFinal = () => false, signal }: { tries: number; timeoutMs: number; isFinal?: (error: unknown) => boolean; signal?: AbortSignal },
): Promise<T> {
  let lastError: unknown;
  for (let round = 0; round < tries; round += 1) {
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await attempt(signal ? AbortSignal.any([signal, timeout]) : timeout);
    } catch (error) {
      lastError = error;
      if (isFinal(error) || signal?.aborted) throw error;
    }
  }
  throw lastError;
}
