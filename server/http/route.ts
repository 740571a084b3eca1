/**
 * One way to mount an API operation: its descriptor (contract/operations: path, mode, access), the
 * zod schemas the descriptor names (the single source for validation and for the OpenAPI document),
 * its documentation and a handler that returns an envelope.
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
import { envelopeOf } from '../../contract/envelope';
import type { Operation, OperationAccess, OperationMode } from '../../contract/operation';
import { ApiFailure, CODE, fail, type Envelope } from './envelope';
import { langFrom, type Lang } from './locale';
import { clientAddress } from './client-address';
import { describeIssues, findRefusedInput } from './validation';

/** The security schemes of /openapi.json (server/app.ts registers them). */
export const SECURITY_SCHEME = { customer: 'customerToken', staff: 'staffToken', staffSession: 'staffSession' } as const;

const SECURITY: Record<OperationAccess, Record<string, string[]>[]> = {
  public: [],
  optionalToken: [{}, { [SECURITY_SCHEME.customer]: [] }],
  customer: [{ [SECURITY_SCHEME.customer]: [] }],
  staff: [{ [SECURITY_SCHEME.staff]: [] }],
  staffSession: [{ [SECURITY_SCHEME.staffSession]: [] }],
};

/** The error envelope of the answers sent with an HTTP 4xx status (server/app.ts registers it). */
const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' } as const;

/** The HTTP 4xx answers every route may give before its handler runs, each the error envelope. */
export function clientErrorResponses(hasBody: boolean) {
  const envelope = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_ENVELOPE_REF } } });
  return {
    400: envelope('The request cannot be read: malformed percent-encoding in the path or query (`URL: …`)'),
    ...(hasBody ? { 413: envelope('The body is larger than the cap (1 MB; one upload chunk for POST /file/chunk)') } : {}),
  };
}

/** A stable operationId from the method and path: POST /online/togoods/searchGoods → postOnlineTogoodsSearchGoods. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, 'by-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

export interface RequestContext {
  db: Db;
  lang: Lang;
  /** The `token` header, when the caller sent one. */
  token: string | undefined;
  /** The visitor's address, by TRUST_PROXY_HOPS (./client-address.ts). */
  clientAddress: string | undefined;
  mailer: Mailer;
  settings: ApiSettings;
  hono: Context;
}

/**
 * What a route answers on success, from contract/: the schema of `data`, or of `page` for the
 * endpoints that page that way. `z.input`, so fields the contract defaults must still be sent.
 */
type Answer<TData extends z.ZodType | undefined, TPage extends z.ZodType | undefined> = Envelope<
  TData extends z.ZodType ? z.input<TData> : never,
  TPage extends z.ZodType ? z.input<TPage> : never
>;

export interface RouteDefinition<
  TInput extends z.ZodObject,
  TData extends z.ZodType | undefined = z.ZodType | undefined,
  TPage extends z.ZodType | undefined = undefined,
  TContext extends RequestContext = RequestContext,
  TAccess extends OperationAccess = OperationAccess,
> {
  /** The descriptor: path, mode, who may call it; the schemas below must be the ones it names. */
  operation: Operation<{ input: TInput; data?: TData; page?: TPage }, TAccess>;
  tag: string;
  summary: string;
  description?: string;
  input: TInput;
  /** The answer's `data` (contract/); a route answering only success gives z.null(). */
  data?: TData;
  /** The answer's `page`, for the endpoints that page that way. */
  page?: TPage;
  handler: (input: z.output<TInput>, ctx: TContext) => Promise<Answer<TData, TPage>>;
  /**
   * Runs before the input is read or parsed (throws an ApiFailure to refuse): a caller without the right
   * credentials learns nothing about the input's rules (./staff-route.ts).
   */
  authorize?: (c: Context, settings: ApiSettings) => void;
}

const httpMethod: Record<OperationMode, 'get' | 'post' | 'delete'> = { get: 'get', post: 'post', postd: 'post', delete: 'delete' };

/** An operation anyone may call (with or without a token); the customer's and the staff's have their own (defineCustomerRoute, defineStaffRoute). */
export function defineRoute<TInput extends z.ZodObject, TData extends z.ZodType | undefined = undefined, TPage extends z.ZodType | undefined = undefined>(
  definition: RouteDefinition<TInput, TData, TPage, RequestContext, 'public' | 'optionalToken'>,
): RouteDefinition<TInput, TData, TPage> {
  return definition;
}

/** An answer that breaks its schema: a 500 and a log line naming the route and the field. */
function answerDrift(path: string, envelope: Envelope, definition: { data?: z.ZodType | undefined; page?: z.ZodType | undefined }): string | null {
  if (envelope.code !== CODE.ok) return null;
  const [part, schema] = definition.page ? (['page', definition.page] as const) : (['data', definition.data] as const);
  if (!schema) return `${path}: no answer schema`;
  const checked = schema.safeParse(envelope[part]);
  if (!checked.success) return `${path}: ${part} ${describeIssues(checked.error.issues)}`;
  const differences = fieldDifferences(envelope[part], checked.data, part);
  return differences.length ? `${path}: ${differences.slice(0, 5).join(', ')}` : null;
}

/**
 * Where an answer and its parse differ in fields. The contract's objects ignore unknown fields and
 * default the optional ones so the storefront tolerates another backend; our own answers must
 * send exactly the fields the contract names, so a dropped field (not named) or a filled-in one
 * (not sent) is drift too.
 */
function fieldDifferences(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, i) => fieldDifferences(item, kept[i], `${at}[${i}]`));
  if (!isRecord(sent) || !isRecord(kept)) return [];
  const notNamed = Object.keys(sent)
    .filter((key) => !(key in kept))
    .map((key) => `${at}.${key} is not in the contract`);
  const notSent = Object.keys(kept)
    .filter((key) => !(key in sent))
    .map((key) => `${at}.${key} is missing`);
  const nested = Object.keys(sent)
    .filter((key) => key in kept)
    .flatMap((key) => fieldDifferences(sent[key], kept[key], `${at}.${key}`));
  return [...notNamed, ...notSent, ...nested];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What every handler shares besides its request. */
export interface RouteServices {
  db: Db;
  mailer: Mailer;
  settings: ApiSettings;
}

/** Mounts a route on the app and documents it, request and answer, in the app's OpenAPI registry. */
export function mountRoute<TInput extends z.ZodObject>(
  app: OpenAPIHono,
  { db, mailer, settings }: RouteServices,
  definition: RouteDefinition<TInput, z.ZodType | undefined, z.ZodType | undefined>,
): void {
  const { input } = definition;
  const { mode, path, access } = definition.operation;
  // The API tests set CONTRACT_CHECK=1 (docs/architecture.md §3): every answer is checked against its
  // contract schema before it leaves. Off in production, where it would cost a parse per answer.
  const checkAnswers = process.env.CONTRACT_CHECK === '1';
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const inQuery = mode === 'get' || mode === 'postd';
  const shape = Object.entries(input.shape);
  const paramsSchema = pathParams.length ? z.object(Object.fromEntries(shape.filter(([name]) => pathParams.includes(name)))) : undefined;
  const restSchema = z.object(Object.fromEntries(shape.filter(([name]) => !pathParams.includes(name))));

  app.openAPIRegistry.registerPath({
    method: httpMethod[mode],
    path,
    operationId: operationIdOf(httpMethod[mode], path),
    tags: [definition.tag],
    summary: definition.summary,
    description: [`Mode: ${mode}.`, definition.description].filter(Boolean).join(' '),
    security: SECURITY[access],
    request: {
      headers: z.object({
        lang: z.enum(['en', 'zh']).optional().openapi({ description: 'Language of localised fields; English by default' }),
      }),
      ...(paramsSchema ? { params: paramsSchema } : {}),
      ...(inQuery ? { query: restSchema } : { body: { content: { 'application/json': { schema: restSchema } }, required: false } }),
    },
    responses: {
      200: {
        description: 'Envelope; `code` 0 on success, else the failure code and a msg naming the field',
        content: { 'application/json': { schema: envelopeOf({ data: definition.data, page: definition.page }) } },
      },
      ...clientErrorResponses(!inQuery),
    },
  });

  const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
  app.on(httpMethod[mode].toUpperCase(), honoPath, async (c) => {
    definition.authorize?.(c, settings);
    const raw = { ...(await readInput(c, mode)), ...c.req.param() };
    const refused = findRefusedInput(raw);
    if (refused) throw new ApiFailure(CODE.invalid, refused);
    const parsed = input.safeParse(raw);
    if (!parsed.success) throw new ApiFailure(CODE.invalid, describeIssues(parsed.error.issues));
    const envelope = await definition.handler(parsed.data, {
      db,
      lang: langFrom(c.req.header('lang')),
      token: c.req.header('token') || undefined,
      clientAddress: clientAddress(c, settings.trustProxyHops),
      mailer,
      settings,
      hono: c,
    });
    if (checkAnswers) {
      const drift = answerDrift(path, envelope, definition);
      if (drift) {
        // Test runs keep the log silent; a broken contract must still show, so it goes to stderr itself.
        process.stderr.write(`answer breaks the contract: ${drift}\n`);
        return c.json(fail(CODE.internal, `Answer breaks the contract: ${drift}`), 500);
      }
    }
    return c.json(envelope);
  });
}

async function readInput(c: Context, mode: OperationMode): Promise<Record<string, unknown>> {
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
