/**
 * Requests to the API app in-process, as the storefront sends them: JSON bodies for post,
 * form bodies for postd, the `lang` header. Every answer must be a JSON envelope.
 */
import assert from 'node:assert/strict';
import type { OpenAPIHono } from '@hono/zod-openapi';

export interface TestEnvelope {
  code: number;
  msg: string;
  data?: unknown;
  page?: { list: unknown[]; totalCount: number };
}

export interface TestRequest {
  /** A JSON body (a string is sent as it is, to test malformed bodies). */
  body?: unknown;
  form?: Record<string, string>;
  lang?: string;
  /** Extra request headers, e.g. `token` or `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export async function requestEnvelope(
  app: OpenAPIHono,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  init: TestRequest = {},
): Promise<{ status: number; envelope: TestEnvelope }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.lang) headers.lang = init.lang;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const response = await app.request(path, { method, headers, body });
  assert.match(response.headers.get('content-type') ?? '', /application\/json/, `${path} answers JSON`);
  return { status: response.status, envelope: (await response.json()) as TestEnvelope };
}

/** The data of an answer that must succeed (code 0). */
export async function requestData<T>(app: OpenAPIHono, method: 'GET' | 'POST', path: string, init: TestRequest = {}): Promise<T> {
  const { envelope } = await requestEnvelope(app, method, path, init);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return envelope.data as T;
}

/** Who sends a request: a customer by their token headers (server/testing/customer-fixtures.ts), or null for a guest. */
export interface TestCaller {
  headers: Record<string, string>;
}

export interface CallerRequest {
  body?: unknown;
  lang?: string;
  /** Headers beside the caller's own, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** The envelope of a request as a customer or a guest, whatever its code. */
export async function envelopeAs(
  app: OpenAPIHono,
  caller: TestCaller | null,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  { body, lang, headers = {} }: CallerRequest = {},
): Promise<TestEnvelope> {
  const init: TestRequest = { headers: { ...caller?.headers, ...headers }, ...(body === undefined ? {} : { body }), ...(lang ? { lang } : {}) };
  return (await requestEnvelope(app, method, path, init)).envelope;
}

/** The data (or page) of a request as a customer or a guest that must succeed (code 0). */
export async function dataAs<T>(
  app: OpenAPIHono,
  caller: TestCaller | null,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  request: CallerRequest = {},
): Promise<T> {
  const envelope = await envelopeAs(app, caller, method, path, request);
  assert.equal(envelope.code, 0, `${path}: ${envelope.msg}`);
  return ('data' in envelope ? envelope.data : envelope.page) as T;
}
