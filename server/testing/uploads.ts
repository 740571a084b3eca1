/**
 * The resumable uploader's calls (docs/product.md §7.4) against the in-process API: a check,
 * chunks, the merge, and the whole journey. Shared by every test that needs a customer's file.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { CHUNK_BYTES, chunkCount } from '../../contract/upload-rules';
import type { TestCustomer } from './customer-fixtures';
import { requestEnvelope, type TestEnvelope } from './request';

export interface UploadAnswerBody {
  result: boolean;
  message: string;
  needMerge: boolean;
  skipUpload: boolean;
  uploaded: number[];
  file: { id: string; name: string; extension: string; size: number; md5: string } | null;
}

export interface TestUpload {
  bytes: Buffer;
  fileName: string;
  purpose?: 'avatar' | 'attachment';
  /** The MD5 the client claims; the real one by default. */
  md5?: string;
}

export const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** A PDF of `size` bytes: the %PDF signature, then noise. */
export function pdfOf(size: number): Buffer {
  const bytes = randomBytes(size);
  Buffer.from('%PDF-1.4\n').copy(bytes);
  return bytes;
}

export const uploadFields = (upload: TestUpload) => ({
  md5: upload.md5 ?? md5Of(upload.bytes),
  fileName: upload.fileName,
  size: String(upload.bytes.length),
  purpose: upload.purpose ?? 'attachment',
});

/** The uploader's client for one app. */
export function uploaderOf(app: OpenAPIHono) {
  async function check(customer: TestCustomer, upload: TestUpload): Promise<TestEnvelope> {
    const query = new URLSearchParams(uploadFields(upload)).toString();
    return (await requestEnvelope(app, 'GET', `/file/chunk?${query}`, { headers: customer.headers })).envelope;
  }

  async function sendChunk(
    customer: TestCustomer | null,
    upload: TestUpload,
    index: number,
    bytes?: Uint8Array,
  ): Promise<{ status: number; envelope: TestEnvelope }> {
    const form = new FormData();
    for (const [name, value] of Object.entries(uploadFields(upload))) form.append(name, value);
    form.append('chunk', String(index));
    form.append('chunks', String(chunkCount(upload.bytes.length)));
    const slice = bytes ?? upload.bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    form.append('upfile', new Blob([new Uint8Array(slice)]), 'blob');
    const response = await app.request('/file/chunk', { method: 'POST', body: form, headers: customer?.headers ?? {} });
    return { status: response.status, envelope: (await response.json()) as TestEnvelope };
  }

  async function merge(customer: TestCustomer, upload: TestUpload): Promise<TestEnvelope> {
    const body = { ...uploadFields(upload), chunks: chunkCount(upload.bytes.length) };
    return (await requestEnvelope(app, 'POST', '/file/merge', { headers: customer.headers, body })).envelope;
  }

  /** Sends every chunk the server lacks and merges: the uploader's whole journey. */
  async function uploadWhole(customer: TestCustomer, upload: TestUpload): Promise<UploadAnswerBody> {
    const checked = (await check(customer, upload)).data as UploadAnswerBody;
    if (checked.skipUpload) return checked;
    for (let index = 0; index < chunkCount(upload.bytes.length); index += 1) {
      if (checked.uploaded.includes(index)) continue;
      const { envelope } = await sendChunk(customer, upload, index);
      assert.equal(envelope.code, 0, envelope.msg);
    }
    const merged = await merge(customer, upload);
    assert.equal(merged.code, 0, merged.msg);
    return merged.data as UploadAnswerBody;
  }

  return { check, sendChunk, merge, uploadWhole };
}
