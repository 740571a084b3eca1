/**
 * CONTRACT_CHECK=1 (the API tests, docs/architecture.md §3): every JSON answer of a documented
 * operation is checked against /openapi.json itself, as served — its response schema for that
 * status — besides the zod check of route.ts. An answer the document does not describe (a null
 * where it promises an object, an entry of another shape, a status it does not list) becomes a
 * 500 naming the operation and the place, so the document cannot drift from what the API sends.
 * Server failures (5xx) are not answers of the contract and are left alone.
 */
import type { MiddlewareHandler } from 'hono';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { CODE, fail } from './envelope';
import type { OpenApiDocument } from './openapi-document';

interface ResponseObject {
  content?: Record<string, { schema?: object }>;
}

/** Validators per operation and status, compiled on first use; ajv (a devDependency) is loaded only by the tests that check. */
function validatorsOf(document: () => OpenApiDocument) {
  let ajv: Promise<Ajv2020> | undefined;
  const compiled = new Map<string, ValidateFunction | null>();
  return async (method: string, path: string, status: number): Promise<ValidateFunction | null | undefined> => {
    const key = `${method} ${path} ${status}`;
    if (compiled.has(key)) return compiled.get(key);
    ajv ??= import('ajv/dist/2020.js').then((module) => new module.Ajv2020({ strict: false, validateFormats: false }));
    const validator = await ajv;
    const doc = document();
    const operation = (doc.paths?.[path] as Record<string, { responses?: Record<string, ResponseObject> }> | undefined)?.[method];
    if (!operation) return undefined;
    const schema = operation.responses?.[String(status)]?.content?.['application/json']?.schema;
    // The components travel with each schema, so its $refs resolve inside it.
    const validate = schema ? validator.compile({ ...schema, components: doc.components }) : null;
    compiled.set(key, validate);
    return validate;
  };
}

/** The documented path of the route that answered: Hono's `:id` is the document's `{id}`. */
function documentedPath(matched: readonly { method: string; path: string }[]): string | undefined {
  const route = [...matched].reverse().find((each) => each.method !== 'ALL');
  return route?.path.replace(/:(\w+)/g, '{$1}');
}

export function checkAnswersAgainstDocument(document: () => OpenApiDocument): MiddlewareHandler {
  const validatorOf = validatorsOf(document);
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (status >= 500 || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const path = documentedPath(c.req.matchedRoutes);
    if (!path) return;
    const method = c.req.method.toLowerCase();
    const validate = await validatorOf(method, path, status);
    if (validate === undefined) return;
    const body: unknown = await c.res.clone().json();
    const problem = validate === null ? `status ${status} is not documented` : validate(body) ? null : describe(validate);
    if (!problem) return;
    const drift = `${method.toUpperCase()} ${path}: ${problem}`;
    // Test runs keep the log silent; a drifting document must still show, so it goes to stderr itself.
    process.stderr.write(`answer breaks /openapi.json: ${drift}\n`);
    c.res = c.json(fail(CODE.internal, `Answer breaks /openapi.json: ${drift}`), 500);
  };
}

function describe(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}
