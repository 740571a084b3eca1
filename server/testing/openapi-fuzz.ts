/**
 * Requests generated from /openapi.json for the fuzz suites (docs/architecture.md §8): for
 * every route, inputs drawn from its documented JSON schema (mostly valid, sometimes not),
 * plus hostile mutations: NUL characters, deep nesting, huge strings, prototype keys, wrong
 * content types, malformed JSON and broken multipart bodies. Used by the in-process API suite
 * (server/http/fuzz.test.ts) and by the BFF suite (e2e/bff-fuzz.spec.ts), so it imports nothing
 * but fast-check.
 */
import fc from 'fast-check';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One documented route: how to call it and what its inputs look like. */
export interface FuzzRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** OpenAPI path with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path and query string, ready to append to a base URL. */
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** What was mutated, for failure reports. */
  mutation: string;
}

export function routesOf(doc: OpenApiDocument): FuzzRoute[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as FuzzRoute['method'],
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path'),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query'),
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

const NUL = '\u0000';
const DEEP_LEVELS = 10_000;

/** Values no schema expects: the strings PostgreSQL cannot hold, edge numbers, wrong shapes, prototype keys. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 8 }).map((s) => `${s}${NUL}${s}`),
  fc.constantFrom(NUL, 'a\u0000b', '\uD800', '\uDFFF\uD800', '%00', '../../etc/passwd', "' or 1=1 --", '<script>', '\u202E', ''),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5, -0.0, 1e21),
  fc.constantFrom(true, false, null, [], {}, [[[]]], { __proto__: { admin: true } }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as unknown),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 300 }),
);

const jsonNumber = fc.oneof(fc.integer({ min: -5, max: 2_000 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** A value for `schema`; `validish` keeps to the schema's shape, hostile values are mixed in elsewhere. */
function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((member) => arbitraryFor(member, depth)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 2_000 }), fc.integer());
    case 'number':
      return jsonNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 });
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(schema.properties)) model[name] = arbitraryFor(property, depth + 1);
      return fc.record(model, { requiredKeys: schema.required?.filter((name) => name in model) ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern) {
      return fc.oneof(
        fc.stringMatching(pattern).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity)),
        fc.string({ minLength, maxLength }),
      );
    }
  }
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'binary' }), fc.constantFrom('CP001', '12', '1', '0'));
}

/** An input object for the route's fields: valid-ish values, some fields swapped for hostile ones or dropped. */
function inputFor(properties: Record<string, JsonSchema>, required: string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(properties);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) {
    model[name] = fc.oneof({ weight: 5, arbitrary: arbitraryFor(properties[name]) }, { weight: 1, arbitrary: hostileValue });
  }
  return fc.record(model, { requiredKeys: required.filter((name) => names.includes(name)) });
}

/** Query-string text for a value the way clients send lists (comma-joined) and everything else. */
function queryText(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))).join(',');
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(queryText(values[name] ?? '1').toWellFormed()));
}

function withQuery(path: string, values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.append(name, queryText(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** `{"field": [[[…10,000 levels…]]]}` as text: building it as an object would overflow JSON.stringify. */
const deepJson = (field: string) => `{${JSON.stringify(field)}:${'['.repeat(DEEP_LEVELS)}${']'.repeat(DEEP_LEVELS)}}`;

type BodyMutation = (json: string, firstField: string) => { body: string; contentType?: string; mutation: string };

const bodyMutations: Record<string, BodyMutation> = {
  none: (json) => ({ body: json, contentType: 'application/json', mutation: 'none' }),
  deep: (_json, field) => ({ body: deepJson(field), contentType: 'application/json', mutation: 'deep nesting' }),
  deepObject: () => ({ body: `${'{"a":'.repeat(DEEP_LEVELS)}1${'}'.repeat(DEEP_LEVELS)}`, contentType: 'application/json', mutation: 'deep object nesting' }),
  truncated: (json) => ({ body: json.slice(0, Math.max(1, Math.floor(json.length / 2))), contentType: 'application/json', mutation: 'malformed JSON' }),
  array: (json) => ({ body: `[${json}]`, contentType: 'application/json', mutation: 'JSON array body' }),
  scalar: () => ({ body: '"text"', contentType: 'application/json', mutation: 'JSON scalar body' }),
  textPlain: (json) => ({ body: json, contentType: 'text/plain', mutation: 'text/plain content type' }),
  noType: (json) => ({ body: json, mutation: 'no content type' }),
  formType: (json) => ({ body: json, contentType: 'application/x-www-form-urlencoded', mutation: 'JSON sent as a form' }),
  multipartNoBoundary: (json) => ({ body: json, contentType: 'multipart/form-data', mutation: 'multipart without boundary' }),
  multipartBadBoundary: () => ({
    body: '--wrong\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--wrong--\r\n',
    contentType: 'multipart/form-data; boundary=expected',
    mutation: 'multipart with a bad boundary',
  }),
  multipartTruncated: () => ({
    body: '--b\r\nContent-Disposition: form-data; name="goodsCate"\r\n\r\nCP0',
    contentType: 'multipart/form-data; boundary=b',
    mutation: 'truncated multipart',
  }),
  prototypeKeys: (json) => ({
    body: json.replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},'),
    contentType: 'application/json',
    mutation: 'prototype keys',
  }),
  nulInJson: (json, field) => ({
    body: json.replace(/^\{/, `{${JSON.stringify(field)}:"a\\u0000b",`),
    contentType: 'application/json',
    mutation: 'NUL in JSON',
  }),
  badUtf8: () => ({ body: '{"search":"\udc00\ud800"}', contentType: 'application/json; charset=utf-8', mutation: 'lone surrogates' }),
};

const bodyMutationNames = Object.keys(bodyMutations);

/** Query-string mutations for get and postd routes. */
const queryMutations = ['none', 'nul', 'badPercent', 'repeated', 'huge'] as const;

function mutateQuery(url: string, kind: (typeof queryMutations)[number], field: string): string {
  const separator = url.includes('?') ? '&' : '?';
  switch (kind) {
    case 'nul':
      return `${url}${separator}${encodeURIComponent(field)}=a%00b`;
    case 'badPercent':
      return `${url}${separator}${encodeURIComponent(field)}=%E0%A4%A&%zz=1`;
    case 'repeated':
      return `${url}${separator}${encodeURIComponent(field)}=1&${encodeURIComponent(field)}=2&__proto__=x&constructor=y`;
    case 'huge':
      return `${url}${separator}${encodeURIComponent(field)}=${'9'.repeat(5_000)}`;
    default:
      return url;
  }
}

/** Generated requests for one route. `prefix` is prepended to the path ('/api' for the BFF). */
function requestsFor(route: FuzzRoute, prefix = ''): fc.Arbitrary<FuzzRequest> {
  const pathProperties = Object.fromEntries(route.pathParams.map((p) => [p.name, p.schema ?? {}]));
  const queryProperties = Object.fromEntries(route.queryParams.map((p) => [p.name, p.schema ?? {}]));
  const requiredQuery = route.queryParams.filter((p) => p.required).map((p) => p.name);
  const bodyProperties = route.body?.properties ?? {};
  const firstField = Object.keys(bodyProperties)[0] ?? Object.keys(queryProperties)[0] ?? 'id';
  return fc
    .record({
      pathValues: inputFor(pathProperties, Object.keys(pathProperties)),
      queryValues: inputFor(queryProperties, requiredQuery),
      bodyValues: inputFor(bodyProperties, route.body?.required ?? []),
      bodyMutation: fc.oneof({ weight: 6, arbitrary: fc.constant('none') }, { weight: 4, arbitrary: fc.constantFrom(...bodyMutationNames) }),
      queryMutation: fc.oneof({ weight: 6, arbitrary: fc.constant('none' as const) }, { weight: 2, arbitrary: fc.constantFrom(...queryMutations) }),
      lang: fc.constantFrom('en', 'zh', 'xx', undefined),
      token: fc.constantFrom(undefined, 'not-a-token', 'a'.repeat(300)),
    })
    .map(({ pathValues, queryValues, bodyValues, bodyMutation, queryMutation, lang, token }) => {
      const headers: Record<string, string> = {};
      if (lang) headers.lang = lang;
      if (token) headers.token = token;
      const url = mutateQuery(withQuery(`${prefix}${fillPath(route.path, pathValues)}`, queryValues), queryMutation, firstField);
      if (route.method === 'GET') return { method: route.method, url, headers, body: undefined, mutation: `query ${queryMutation}` };
      const json = JSON.stringify(bodyValues);
      const mutate = bodyMutations[bodyMutation] ?? bodyMutations.none!;
      const { body, contentType, mutation } = mutate(json, firstField);
      if (contentType) headers['content-type'] = contentType;
      return { method: route.method, url, headers, body, mutation: `${mutation}, query ${queryMutation}` };
    });
}

/** Requests spread evenly over the routes. */
export function requestsForAll(routes: FuzzRoute[], prefix = ''): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...routes.map((route) => requestsFor(route, prefix)));
}

/** `{ code: number, msg: string, … }`: the envelope of docs/architecture.md §3. */
function isEnvelope(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { code, msg } = value as { code?: unknown; msg?: unknown };
  return typeof code === 'number' && typeof msg === 'string';
}

/** What is wrong with an answer, if anything: a 5xx, not JSON, or JSON that is not the envelope. */
function envelopeProblem(status: number, text: string): string | undefined {
  if (status >= 500) return 'a 5xx';
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  return isEnvelope(answer) ? undefined : 'not an envelope';
}

/** A failure worth reporting: one per route, status and message. */
interface FuzzFailure {
  request: FuzzRequest;
  status: number;
  answer: string;
}

function describeFailure({ request, status, answer }: FuzzFailure): string {
  const body = request.body === undefined ? '' : ` body ${JSON.stringify(request.body.slice(0, 160))}`;
  return `${request.method} ${request.url.slice(0, 200)} [${request.mutation}] ${JSON.stringify(request.headers)}${body} → ${status} ${answer.slice(0, 200)}`;
}

/** The answers of a fuzz run that have a problem, one kept a route and problem. */
export class FuzzFailures {
  readonly #byRoute = new Map<string, FuzzFailure>();

  /** Keeps the answer if it has a problem. */
  check(request: FuzzRequest, status: number, answer: string): void {
    const problem = envelopeProblem(status, answer);
    if (problem) this.#byRoute.set(`${request.method} ${request.url.split('?')[0]} ${problem}`, { request, status, answer });
  }

  get size(): number {
    return this.#byRoute.size;
  }

  /** The first 15 failures, under a line saying how to replay the run. */
  report(replay: string): string {
    const described = [...this.#byRoute.values()].slice(0, 15).map(describeFailure).join('\n');
    return `${this.size} routes failed (${replay}):\n${described}`;
  }
}

/** A suite's run count and seed: <prefix>_RUNS and <prefix>_SEED from the environment, else the default count and a fresh seed. */
export function fuzzRun(prefix: string, defaultRuns: number): { runs: number; seed: number } {
  const seed = process.env[`${prefix}_SEED`];
  return { runs: Number(process.env[`${prefix}_RUNS`] ?? defaultRuns), seed: seed ? Number(seed) : Date.now() % 2 ** 31 };
}
