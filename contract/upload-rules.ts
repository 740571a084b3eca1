/**
 * The uploader's numbers and allow-lists (docs/product.md §5, §7.4, §9, §13), apart from the
 * schemas so the browser uploader reads them without bringing zod into an island.
 */

/** Bytes per chunk sent with `upfile`. */
export const CHUNK_BYTES = 2_048_000;
/** The API refuses a chunk larger than this: one chunk and room for rounding in other clients. */
export const MAX_CHUNK_BYTES = CHUNK_BYTES + 16 * 1024;
/** The browser reads the file for its MD5 in slices of this many bytes. */
export const MD5_SLICE_BYTES = 10_240_000;
/** Tries per chunk before the file is marked failed. */
export const CHUNK_TRIES = 3;
/** A chunk without an answer after this long counts as a failed try. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Partial uploads untouched this long are removed. */
export const PARTIAL_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Uploads one customer may have in progress at once (started, not merged, touched within the TTL),
 * and the bytes their files may add up to (docs/product.md §13): room for a few files side by
 * side, not for a disk-filling script.
 */
export const MAX_PARTIAL_UPLOADS = 3;
export const MAX_PARTIAL_UPLOAD_BYTES = 1024 * 1024 * 1024;

export type UploadKind = 'image' | 'video' | 'document';

/** Extensions the shop accepts, per kind (docs/product.md §5). */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'bmp'],
  video: ['mp4', 'rmvb', 'mkv', 'wmv', 'flv'],
  document: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt', 'tif', 'tiff'],
};

/** Largest whole file per kind (docs/product.md §13). */
export const MAX_UPLOAD_BYTES: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  video: 500 * 1024 * 1024,
  document: 50 * 1024 * 1024,
};

/** The avatar: a JPG of at most 2 MB (docs/product.md §5). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_EXTENSIONS: readonly string[] = ['jpg', 'jpeg'];

/** What an upload is for: the avatar has its own rule; attachments take every kind. */
export const UPLOAD_PURPOSES = ['avatar', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The lower-cased extension of a file name, without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The kind an extension belongs to, or null when the shop does not accept it. */
export function kindOfExtension(extension: string): UploadKind | null {
  for (const kind of Object.keys(UPLOAD_EXTENSIONS) as UploadKind[]) {
    if (UPLOAD_EXTENSIONS[kind].includes(extension)) return kind;
  }
  return null;
}

/** How many chunks a file of `size` bytes is sent in (an empty file still sends one). */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_BYTES));
}

export type UploadRefusal = 'extension' | 'size' | 'avatarType' | 'avatarSize' | 'empty';

/**
 * Why a file cannot be uploaded for `purpose`, judged on its name and size before a byte is sent
 * (the API judges the same again, and the real type at merge); null when it may be sent.
 */
export function uploadRefusal(fileName: string, size: number, purpose: UploadPurpose): UploadRefusal | null {
  const extension = extensionOf(fileName);
  if (purpose === 'avatar') {
    if (!AVATAR_EXTENSIONS.includes(extension)) return 'avatarType';
    if (size > AVATAR_MAX_BYTES) return 'avatarSize';
  }
  const kind = kindOfExtension(extension);
  if (!kind) return 'extension';
  if (size <= 0) return 'empty';
  if (size > MAX_UPLOAD_BYTES[kind]) return 'size';
  return null;
}
