/**
 * The browser side of the resumable upload (docs/product.md §7.4, §13): MD5 in a worker, ask the
 * server what it has, send the missing chunks (3 tries, 120 s each), merge. Resuming after a
 * reload or a cut is the same journey: the same MD5 finds the chunks already kept.
 */
import { browserApi, isApiError } from '@/lib/api/browser';
import type { ApiLocale } from '@/lib/api/contract';
import { CHUNK_TIMEOUT_MS, CHUNK_TRIES, chunkCount, type UploadPurpose } from '@/contract/upload-rules';
import { chunkRange, initialState, missingChunks, nextState, withTries, type FileState, type UploadEvent } from './upload-plan';
import { uploadsApi } from '@/contract/operations/uploads';

/** An uploaded file as the islands use it (contract/uploads.ts UploadedFile, without zod). */
export interface UploadedFileView {
  id: string;
  name: string;
  extension: string;
  kind: 'image' | 'video' | 'document';
  size: number;
}

interface UploadAnswerView {
  result: boolean;
  message: string;
  needMerge: boolean;
  skipUpload: boolean;
  uploaded: number[];
  file: UploadedFileView | null;
}

/** Failures that are no server message: the island puts them into words (a server msg too, by its field). */
export const READ_FAILED = 'uploads:read-failed';
export const LOAD_ERROR = 'uploads:load-error';

/** The server refused a chunk (a 4xx envelope): trying again cannot help. */
class ChunkRefused extends Error {}

/** How long a video shows "transcoding" after its merge: our server keeps videos as they are. */
const TRANSCODING_MS = 800;

const CHUNK_ENDPOINT = '/api/file/chunk';

function fileMd5(file: File, onProgress: (done: number) => void, signal: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url));
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<{ progress?: number; md5?: string; error?: string }>) => {
      if (event.data.progress !== undefined) onProgress(event.data.progress);
      if (event.data.md5 || event.data.error) {
        worker.terminate();
        signal?.removeEventListener('abort', stop);
        if (event.data.md5) resolve(event.data.md5);
        else reject(new Error(READ_FAILED));
      }
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error(READ_FAILED));
    };
    worker.postMessage({ file });
  });
}

async function sendChunk(fields: Record<string, string>, index: number, file: File, locale: ApiLocale, signal: AbortSignal): Promise<UploadAnswerView> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('chunk', String(index));
  form.append('chunks', String(chunkCount(file.size)));
  const range = chunkRange(index, file.size);
  form.append('upfile', file.slice(range.start, range.end), 'blob');
  const response = await fetch(CHUNK_ENDPOINT, { method: 'POST', body: form, signal, credentials: 'same-origin', headers: { lang: locale } });
  const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: UploadAnswerView } | null;
  if (envelope?.code === 0 && envelope.data) return envelope.data;
  const message = envelope?.msg ?? `HTTP ${response.status}`;
  if (response.status < 500 && envelope && typeof envelope.code === 'number' && envelope.code > 0 && envelope.code < 500 && envelope.code !== 429) {
    throw new ChunkRefused(message);
  }
  throw new Error(LOAD_ERROR);
}

/**
 * Uploads `file` for `purpose`, reporting each state; answers the stored file, or null when it
 * failed (the last state says why: a server message, READ_FAILED or LOAD_ERROR).
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  locale: ApiLocale,
  onState: (state: FileState) => void,
  signal?: AbortSignal,
): Promise<UploadedFileView | null> {
  let state = initialState;
  const emit = (event: UploadEvent) => {
    state = nextState(state, event);
    onState(state);
  };
  onState(state);
  try {
    const md5 = await fileMd5(file, (done) => emit({ type: 'md5Progress', done }), signal);
    const fields = { md5, fileName: file.name, size: String(file.size), purpose };
    const total = chunkCount(file.size);
    const checked = await browserApi.request(uploadsApi.chunk, fields, { locale, signal });
    emit({ type: 'checked', skipUpload: checked.skipUpload, storedChunks: checked.uploaded.length, totalChunks: total });
    if (checked.skipUpload) return checked.file;
    for (const index of missingChunks(file.size, checked.uploaded)) {
      const answer = await withTries((trySignal) => sendChunk(fields, index, file, locale, trySignal), {
        tries: CHUNK_TRIES,
        timeoutMs: CHUNK_TIMEOUT_MS,
        isFinal: (error) => error instanceof ChunkRefused,
        signal,
      }).catch((error: unknown) => {
        throw error instanceof ChunkRefused ? error : new Error(LOAD_ERROR);
      });
      if (answer.skipUpload) {
        emit({ type: 'checked', skipUpload: true, storedChunks: total, totalChunks: total });
        return answer.file;
      }
      emit({ type: 'chunkStored', storedChunks: answer.uploaded.length, totalChunks: total });
    }
    emit({ type: 'merging' });
    const merged = await browserApi.request(uploadsApi.merge, { ...fields, size: file.size, chunks: total }, { locale, signal });
    emit({ type: 'merged', result: merged.result, message: merged.message, video: merged.file?.kind === 'video' });
    if (state.status === 'transcoding') {
      await new Promise((resolve) => setTimeout(resolve, TRANSCODING_MS));
      emit({ type: 'transcoded' });
    }
    return merged.result ? merged.file : null;
  } catch (error) {
    // A refusal keeps the server's msg (its field chooses the sentence, components/uploads/use-uploads.ts);
    // anything that may pass on a later try is a load error.
    const refusal = isApiError(error) && error.code > 0 && error.code !== 429 && error.code < 500;
    const message = refusal
      ? error.msg
      : error instanceof Error && error.message === READ_FAILED
        ? READ_FAILED
        : error instanceof ChunkRefused
          ? error.message
          : LOAD_ERROR;
    emit({ type: 'failed', message });
    return null;
  }
}
