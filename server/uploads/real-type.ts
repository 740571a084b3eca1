/**
 * Whether a merged file's content is what its extension claims (docs/product.md §13): the
 * allow-list is checked against the bytes, so a renamed .exe is refused whatever it is called.
 */
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

/**
 * What file-type must find for each accepted extension. Old Office files (.doc .xls .ppt) are
 * all Compound File Binary containers; RealMedia (.rmvb) reads as rm, Windows Media (.wmv) as asf.
 */
const DETECTED_AS: Record<string, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  bmp: ['bmp'],
  mp4: ['mp4', 'm4v'],
  rmvb: ['rm'],
  mkv: ['mkv'],
  wmv: ['asf'],
  flv: ['flv'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  pdf: ['pdf'],
  tif: ['tif'],
  tiff: ['tif'],
};

/** One spelling per type on disk: a .jpeg is stored as .jpg, a .tiff as .tif. */
export function storedExtension(extension: string): string {
  if (extension === 'jpeg') return 'jpg';
  if (extension === 'tiff') return 'tif';
  return extension;
}

/** Text is accepted only as UTF-8 without NUL bytes; read in slices so a large file is never held whole. */
async function isUtf8Text(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    const buffer = Buffer.alloc(1024 * 1024);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      const slice = buffer.subarray(0, bytesRead);
      if (slice.includes(0)) return false;
      decoder.decode(slice, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** A file the type detection cannot read through: a damaged or cut-short file (a TIFF whose directories point past its end). */
export class UnreadableContent extends Error {
  constructor(cause: unknown) {
    super(`unreadable content: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableContent';
  }
}

/** file-type's answer; its parsers throw on damaged files (End-Of-Stream and the like), which is the file's fault, not ours. */
async function detectType(filePath: string): Promise<Awaited<ReturnType<typeof fileTypeFromFile>>> {
  try {
    return await fileTypeFromFile(filePath);
  } catch (error) {
    // A system error (the file gone, the disk) is ours to report; anything else is the content.
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code)) throw error;
    throw new UnreadableContent(error);
  }
}

/**
 * null when the content matches `extension`; otherwise what was found instead, for the message.
 * Throws UnreadableContent when the content cannot be read through as any type.
 */
export async function contentMismatch(filePath: string, extension: string): Promise<string | null> {
  const detected = await detectType(filePath);
  if (extension === 'txt') {
    if (detected) return detected.ext;
    return (await isUtf8Text(filePath)) ? null : 'binary data';
  }
  const expected = DETECTED_AS[extension];
  if (!expected) return 'an extension not accepted';
  if (detected && expected.includes(detected.ext)) return null;
  return detected?.ext ?? 'unrecognised data';
}
