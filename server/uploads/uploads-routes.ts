/**
 * The resumable upload's endpoints (docs/product.md §7.4, §13). Every one needs the customer's
 * token and works only on that customer's uploads: the MD5 names an upload within one customer,
 * so another customer asking for the same MD5 sees only their own (empty) upload.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { defineCustomerRoute } from '../accounts/customer-route';
import { requireCustomer } from '../accounts/customer-tokens';
import type { Db } from '../db/client';
import { customerProfiles, uploadedFiles } from '../db/schema';
import { ApiFailure, CODE, fail, ok } from '../http/envelope';
import { describeIssues, findRefusedInput } from '../http/validation';
import { clientErrorResponses, operationIdOf, SECURITY_SCHEME } from '../http/route';
import { envelopeOf } from '../../contract/envelope';
import { UploadAnswer, UploadCheckRequest, UploadChunkRequest, UploadMergeRequest } from '../../contract/uploads';
import { MAX_CHUNK_BYTES, PARTIAL_UPLOAD_TTL_MS } from '../../contract/upload-rules';
import { checkUpload, mergeUpload, receiveChunk } from './uploads';
import { storedFilePath, sweepPartialUploads, uploadsRoot } from './upload-store';
import { uploadsApi } from '../../contract/operations/uploads';

const TAG = 'Uploads';
/** A chunk's multipart body: the chunk and its text fields. */
export const MAX_CHUNK_BODY_BYTES = MAX_CHUNK_BYTES + 64 * 1024;

/** Partial uploads are swept at most this often, when a customer starts or resumes one. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const lastSweep = new Map<string, number>();

function sweepNowAndThen(root: string): void {
  const now = Date.now();
  if (now - (lastSweep.get(root) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(root, now);
  void sweepPartialUploads(root, PARTIAL_UPLOAD_TTL_MS, now).catch(() => undefined);
}

export function uploadRoutes(dataDir: string) {
  const root = uploadsRoot(dataDir);
  return [
    defineCustomerRoute({
      operation: uploadsApi.chunk,
      data: UploadAnswer,
      tag: TAG,
      summary: 'Which chunks of an upload are stored',
      description:
        'Answers { result, message, needMerge, skipUpload, uploaded, file }: skipUpload with the stored file when this customer already has a file ' +
        'of this MD5; otherwise uploaded lists the chunk indexes kept (resume) and needMerge says all are there. A name or size the shop ' +
        'does not accept → 400 naming the field.',
      input: UploadCheckRequest,
      async handler({ userId: _claimed, ...input }, { db, customer }) {
        sweepNowAndThen(root);
        return ok(await checkUpload(db, { root, userId: customer.userId, ...input }));
      },
    }),
    defineCustomerRoute({
      operation: uploadsApi.merge,
      data: UploadAnswer,
      tag: TAG,
      summary: 'Join the chunks of an upload into the file',
      description:
        'Checks the MD5 of the joined file and its real type against its extension; then answers result true with the file. A failed ' +
        'check answers result false and the reason in message, and the chunks are removed.',
      input: UploadMergeRequest,
      async handler({ chunks, userId: _claimed, ...input }, { db, customer }) {
        return ok(await mergeUpload(db, { root, userId: customer.userId, ...input }, chunks));
      },
    }),
  ];
}

/** The bytes of `upfile`; anything else in that field is the caller's mistake. */
async function chunkBytes(value: unknown): Promise<Uint8Array> {
  if (typeof value === 'object' && value !== null && 'arrayBuffer' in value && typeof value.arrayBuffer === 'function') {
    return new Uint8Array(await (value as Blob).arrayBuffer());
  }
  throw new ApiFailure(CODE.invalid, 'upfile: must be a file part of a multipart/form-data body');
}

/**
 * POST /file/chunk: one chunk as multipart/form-data, the bytes in `upfile`. Mounted by hand, since
 * route.ts reads text fields only; documented with its multipart body.
 */
export function mountChunkUpload(app: OpenAPIHono, db: Db, dataDir: string): void {
  const root = uploadsRoot(dataDir);
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: uploadsApi.chunkUpload.path,
    operationId: operationIdOf('post', uploadsApi.chunkUpload.path),
    security: [{ [SECURITY_SCHEME.customer]: [] }],
    tags: [TAG],
    summary: 'Send one chunk of an upload',
    description:
      `Mode: multipart. Needs the token. The chunk (${MAX_CHUNK_BYTES} bytes at most; exactly 2,048,000 except the last) in upfile, with md5, ` +
      'chunk (index from 0), chunks, fileName, size and purpose. Answers the upload state as GET /file/chunk does.',
    request: {
      body: {
        content: {
          'multipart/form-data': {
            schema: UploadChunkRequest.extend({ upfile: z.string().openapi({ type: 'string', format: 'binary' }) }),
          },
        },
        required: true,
      },
    },
    responses: {
      200: {
        description: 'Envelope; `code` 0 on success, else the failure code and a msg naming the field',
        content: { 'application/json': { schema: envelopeOf({ data: UploadAnswer }) } },
      },
      ...clientErrorResponses(true),
    },
  });

  app.post(uploadsApi.chunkUpload.path, async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) {
      throw new ApiFailure(CODE.invalid, 'Content-Type: must be multipart/form-data with the chunk in upfile');
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiFailure(CODE.invalid, 'Request body: not a valid form (check the content type and the multipart boundary)');
    }
    const { upfile, ...fields } = form;
    const refused = findRefusedInput(fields);
    if (refused) throw new ApiFailure(CODE.invalid, refused);
    const parsed = UploadChunkRequest.safeParse(fields);
    if (!parsed.success) throw new ApiFailure(CODE.invalid, describeIssues(parsed.error.issues));
    const { chunk, chunks, userId: claimed, ...target } = parsed.data;
    const customer = await requireCustomer(db, c.req.header('token') || undefined, claimed);
    sweepNowAndThen(root);
    const bytes = await chunkBytes(upfile);
    if (bytes.byteLength > MAX_CHUNK_BYTES) throw new ApiFailure(CODE.invalid, `upfile: a chunk must be at most ${MAX_CHUNK_BYTES} bytes`);
    return c.json(ok(await receiveChunk(db, { root, userId: customer.userId, ...target }, chunk, chunks, bytes)));
  });
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  mp4: 'video/mp4',
  tif: 'image/tiff',
};

/** ASCII for old clients, the real name in filename*: the name was the customer's own. */
function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Serving uploads back (docs/product.md §13): GET /file/download/{id} to its owner only (token),
 * always as an attachment so nothing uploaded runs on the shop's origin; GET /file/avatar/{id}
 * to anyone, but only while that id is some customer's avatar.
 */
export function mountUploadedFiles(app: OpenAPIHono, db: Db, dataDir: string): void {
  const root = uploadsRoot(dataDir);
  const ID = /^[A-Za-z0-9_-]{16,64}$/;

  app.get('/file/download/:id', async (c) => {
    const id = c.req.param('id');
    const customer = await requireCustomer(db, c.req.header('token') || undefined);
    const [row] = ID.test(id)
      ? await db
          .select()
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, customer.userId)))
      : [];
    if (!row) return c.json(fail(CODE.notFound, `id: no file ${id.slice(0, 64)}`), 404);
    const body = await readFile(storedFilePath(root, row.userId, row.md5, row.extension));
    return c.body(new Uint8Array(body), 200, {
      'content-type': CONTENT_TYPES[row.extension] ?? 'application/octet-stream',
      'content-disposition': attachmentDisposition(row.displayName),
      'cache-control': 'private, no-store',
    });
  });

  app.get('/file/avatar/:id', async (c) => {
    const id = c.req.param('id');
    const [row] = ID.test(id)
      ? await db
          .select({ userId: uploadedFiles.userId, md5: uploadedFiles.md5, extension: uploadedFiles.extension })
          .from(customerProfiles)
          .innerJoin(uploadedFiles, eq(uploadedFiles.id, customerProfiles.avatarFileId))
          .where(eq(customerProfiles.avatarFileId, id))
      : [];
    if (!row) return c.json(fail(CODE.notFound, 'id: no such avatar'), 404);
    const body = await readFile(storedFilePath(root, row.userId, row.md5, row.extension));
    // The id names one content for ever (a new avatar is a new file): cache long.
    return c.body(new Uint8Array(body), 200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
  });
}
