/**
 * /openapi.json (docs/architecture.md §3): the document of every route, generated from the zod
 * schemas that validate requests and answers, with the security schemes of the `token` header and
 * the staff bearer token, and the error envelope of the HTTP 4xx answers. Built once, after every
 * route is mounted; the API tests check each answer against it (./document-check.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { CODE } from './envelope';
import { SECURITY_SCHEME } from './route';

export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Catalogue API',
    version: '1.0.0',
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    description:
      'Catalogue and inquiry API of the laboratory supplier storefront. Every answer is an envelope { code, msg, data | page } with HTTP 200; ' +
      'a request that cannot be read (malformed URL or body) answers the same envelope with HTTP 400 or 413. Send `lang: en|zh` for ' +
      'localised fields, `token` for the customer session (security scheme customerToken) and `Authorization: Bearer` on the staff routes.',
  },
  servers: [{ url: '/', description: 'The API where this document is served' }],
};

/** Registers what every operation refers to: the security schemes and the error envelope. */
export function registerDocumentComponents(app: OpenAPIHono): void {
  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME.customer, {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'Session token of a logged-in customer, from a login answer (401 without a valid one, 402 when it has expired)',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME.staff, {
    type: 'http',
    scheme: 'bearer',
    description: 'The staff token (STAFF_TOKEN, else DATA_DIR/staff-token)',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME.staffSession, {
    type: 'apiKey',
    in: 'header',
    name: 'staff-session',
    description: 'A staff console login, from /staff/console/login (401 without a valid one, or when the account is disabled)',
  });
  app.openAPIRegistry.register(
    'ErrorEnvelope',
    z.object({
      code: z.literal(CODE.invalid).openapi({ description: 'Always 400 for these answers' }),
      msg: z.string().openapi({ description: 'What could not be read, naming it', example: 'URL: the path has malformed percent-encoding' }),
    }),
  );
}

type Json = unknown;

/**
 * zod-to-openapi writes a nullable reference as allOf [$ref, { type: [object, null] }], which no
 * null satisfies (allOf needs the reference too); it is anyOf [$ref, null].
 */
function nullableReferences(node: Json): Json {
  if (Array.isArray(node)) return node.map(nullableReferences);
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, Json>;
  const allOf = record.allOf;
  if (Array.isArray(allOf) && allOf.length === 2) {
    const [reference, nullable] = allOf as [Record<string, Json>, Record<string, Json>];
    const types = nullable?.type;
    if (typeof reference?.$ref === 'string' && Array.isArray(types) && types.includes('null') && Object.keys(nullable).length === 1) {
      const { allOf: _replaced, ...rest } = record;
      return { ...(nullableReferences(rest) as Record<string, Json>), anyOf: [reference, { type: 'null' }] };
    }
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, nullableReferences(value)]));
}

/** The document, built on first use (every route is mounted by then). */
export function documentOf(app: OpenAPIHono): () => OpenApiDocument {
  let document: OpenApiDocument | undefined;
  return () => (document ??= nullableReferences(app.getOpenAPI31Document(CONFIG)) as OpenApiDocument);
}
