/**
 * One way to declare an API route: its docs/product.md mode, its zod input schema (the single source
 * for validation and for the OpenAPI document) and a handler that returns an envelope.
 *
 * Inputs are gathered the way the supplier's clients send them (docs/architecture.md §3):
 *   get    → query string
 *   post   → JSON body
 *   postd  → query string, or a form body
 *   delete → JSON body
 * Path parameters are merged into the input in every mode.
 */
import type { Context } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { ApiSettings } from '../settings';
import { clientAddress } from './client-address';
import { ApiFailure, CODE, type Envelope } from './envelope';
import { langFrom, type Lang } from './locale';
import { describeIssues, findRefusedInput } from './validation';

export type Mode = 'get' | 'post' | 'postd' | 'delete';

export interface RequestContext {
  db: Db;
  lang: Lang;
  /** The `token` header, when the caller sent one. */
  token: string | undefined;
  /** The visitor's address (client-address.ts). */
  clientAddress: string | undefined;
  mailer: Mailer;
  settings: ApiSettings;
  hono: Context;
}

export interface RouteDefinition<TInput extends z.ZodObject> {
  mode: Mode;
  /** OpenAPI-style path, e.g. `/online/toGoodsClassify/info/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  input: TInput;
  handler: (input: z.output<TInput>, ctx: RequestContext) => Promise<Envelope>;
}

const envelopeSchema = z
  .object({
    code: z.number().int().openapi({ description: '0 success · 3 not found · 400 invalid input · 401 no token · 402 session expired · 409 conflict · 429 rate limited · 500 internal' }),
    msg: z.string(),
    data: z.unknown().optional(),
    page: z.unknown().optional(),
  })
  .openapi('Envelope');

const httpMethod: Record<Mode, 'get' | 'post' | 'delete'> = { get: 'get', post: 'post', postd: 'post', delete: 'delete' };

export function defineRoute<TInput extends z.ZodObject>(definition: RouteDefinition<TInput>): RouteDefinition<TInput> {
  return definition;
}

/** Mounts a route on the app and documents it in the app's OpenAPI registry. */
/** What every handler shares besides its request. */
export interface RouteServices {
  db: Db;
  mailer: Mailer;
  settings: ApiSettings;
}

export function mountRoute<TInput extends z.ZodObject>(
  app: OpenAPIHono,
  { db, mailer, settings }: RouteServices,
  definition: RouteDefinition<TInput>,
): void {
  const { mode, path, input } = definition;
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const inQuery = mode === 'get' || mode === 'postd';
  const shape = Object.entries(input.shape);
  const paramsSchema = pathParams.length ? z.object(Object.fromEntries(shape.filter(([name]) => pathParams.includes(name)))) : undefined;
  const restSchema = z.object(Object.fromEntries(shape.filter(([name]) => !pathParams.includes(name))));

  app.openAPIRegistry.registerPath({
    method: httpMethod[mode],
    path,
    tags: [definition.tag],
    summary: definition.summary,
    description: [`Mode: ${mode}.`, definition.description].filter(Boolean).join(' '),
    request: {
      headers: z.object({
        lang: z.enum(['en', 'zh']).optional().openapi({ description: 'Language of localised fields; English by default' }),
        token: z.string().optional().openapi({ description: 'Session token of a logged-in customer' }),
      }),
      ...(paramsSchema ? { params: paramsSchema } : {}),
      ...(inQuery
        ? { query: restSchema }
        : { body: { content: { 'application/json': { schema: restSchema } }, required: false } }),
    },
    responses: {
      200: { description: 'Envelope; `code` 0 on success', content: { 'application/json': { schema: envelopeSchema } } },
    },
  });

  const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
  app.on(httpMethod[mode].toUpperCase(), honoPath, async (c) => {
    const raw = { ...(await readInput(c, mode)), ...c.req.param() };
    const refused = findRefusedInput(raw);
    if (refused) throw new ApiFailure(CODE.invalid, refused);
    const parsed = input.safeParse(raw);
    if (!parsed.success) throw new ApiFailure(CODE.invalid, describeIssues(parsed.error.issues));
    const envelope = await definition.handler(parsed.data, {
      db,
      lang: langFrom(c.req.header('lang')),
      token: c.req.header('token') || undefined,
      clientAddress: clientAddress(c),
      mailer,
      settings,
      hono: c,
    });
    return c.json(envelope);
  });
}

async function readInput(c: Context, mode: Mode): Promise<Record<string, unknown>> {
  const query = c.req.query();
  if (mode === 'get') return query;
  const contentType = c.req.header('content-type') ?? '';
  if (mode === 'postd') {
    const isForm = contentType.includes('application/x-www-form-urlencoded') || contentType.includes('multipart/form-data');
    if (!isForm) return query;
    return { ...query, ...(await readFormBody(c)) };
  }
  return { ...query, ...(await readJsonBody(c)) };
}

/** A form body; a multipart body with a missing or broken boundary is the caller's mistake, not ours. */
async function readFormBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new ApiFailure(CODE.invalid, 'Request body: not a valid form (check the content type and the multipart boundary)');
  }
}

async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiFailure(CODE.invalid, 'Request body: not valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiFailure(CODE.invalid, 'Request body: expected a JSON object');
  }
  return body as Record<string, unknown>;
}
