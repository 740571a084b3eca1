/** The resumable chunked upload (docs/product.md §7.4, §13): requests and the answer the uploader reads. */
import { z } from 'zod';
import { isoTime, whole } from './envelope';
import { intField, userIdField } from './fields';
import { MAX_UPLOAD_BYTES, UPLOAD_PURPOSES, chunkCount } from './upload-rules';

const LARGEST_UPLOAD = Math.max(...Object.values(MAX_UPLOAD_BYTES));
const LARGEST_CHUNK_COUNT = chunkCount(LARGEST_UPLOAD);

const md5Field = () =>
  z
    .string({ error: 'must be the MD5 of the file' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{32}$/, { error: 'must be 32 hexadecimal digits' })
    .meta({ description: "MD5 of the whole file, computed by the browser; the upload's identity", example: '9e107d9d372bb6826bd81d3542a419d6' });

/** Shown to the customer only: the stored name is never taken from it. */
const fileNameField = () =>
  z
    .string({ error: 'must be the file name' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(255, { error: 'must be at most 255 characters' })
    .meta({ description: 'Original file name, for display and its extension', example: 'western-blot.png' });

const sizeField = () =>
  intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1 byte' })
        .max(LARGEST_UPLOAD, { error: `must be at most ${LARGEST_UPLOAD} bytes` }),
    )
    .meta({ description: 'Size of the whole file in bytes', example: 3_500_000 });

const purposeField = () =>
  z
    .enum(UPLOAD_PURPOSES, { error: `must be one of ${UPLOAD_PURPOSES.join(', ')}` })
    .default('attachment')
    .meta({ description: 'avatar (JPG ≤ 2 MB) or attachment', example: 'attachment' });

const chunksField = () =>
  intField()
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(LARGEST_CHUNK_COUNT, { error: `must be at most ${LARGEST_CHUNK_COUNT}` }),
    )
    .meta({ description: 'How many chunks the file is sent in', example: 2 });

const fileFields = { md5: md5Field(), fileName: fileNameField(), size: sizeField(), purpose: purposeField(), userId: userIdField() };

/** The request of GET /file/chunk: which chunks are stored already. */
export const UploadCheckRequest = z.object(fileFields).meta({ id: 'UploadCheckRequest' });

/** The text fields of POST /file/chunk (multipart, the bytes in `upfile`). */
export const UploadChunkRequest = z
  .object({
    ...fileFields,
    chunk: intField()
      .pipe(
        z
          .number()
          .min(0, { error: 'must be at least 0' })
          .max(LARGEST_CHUNK_COUNT - 1, { error: 'is past the last chunk' }),
      )
      .meta({ description: 'Index of this chunk, from 0', example: 0 }),
    chunks: chunksField(),
  })
  .meta({ id: 'UploadChunkRequest' });
export type UploadChunkRequest = z.infer<typeof UploadChunkRequest>;

/** The request of POST /file/merge. */
export const UploadMergeRequest = z.object({ ...fileFields, chunks: chunksField() }).meta({ id: 'UploadMergeRequest' });
export type UploadMergeRequest = z.infer<typeof UploadMergeRequest>;

export const UploadedFile = z
  .object({
    /** Unguessable; the only name the file is fetched by. */
    id: z.string(),
    name: z.string(),
    extension: z.string(),
    kind: z.enum(['image', 'video', 'document']),
    size: whole(),
    md5: z.string(),
    createdAt: isoTime(),
  })
  .meta({ id: 'UploadedFile' });
export type UploadedFile = z.infer<typeof UploadedFile>;

/** What the uploader reads from every upload call (docs/product.md §7.4). */
export const UploadAnswer = z
  .object({
    result: z.boolean(),
    message: z.string(),
    needMerge: z.boolean(),
    skipUpload: z.boolean(),
    uploaded: z.array(whole()),
    file: UploadedFile.nullable(),
  })
  .meta({ id: 'UploadAnswer' });
export type UploadAnswer = z.infer<typeof UploadAnswer>;
