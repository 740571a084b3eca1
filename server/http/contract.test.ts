/** The contract on the API side: every route documents its answer, and answers are checked against it. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { DEFAULT_SETTINGS } from '../settings';
import { seededApp } from '../testing/seeded-app';
import { ok } from './envelope';
import { defineRoute, mountRoute } from './route';
import { documentOf } from './openapi-document';
import { checkAnswersAgainstDocument } from './document-check';
import { OPERATIONS } from '../../contract/operations';

const seeded = seededApp(null);

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown>; $ref?: string } }> }>;
}

describe('contract', () => {
  test('every operation in /openapi.json documents the schema of its answer', async () => {
    const app = seeded.appWith({ exposeOutbox: true });
    const document = (await (await app.request('/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    const undocumented = operations
      .filter(({ operation }) => {
        const properties = operation.responses?.['200']?.content?.['application/json']?.schema?.properties ?? {};
        const answer = properties.data ?? properties.page;
        return !answer || Object.keys(answer).length === 0;
      })
      .map(({ name }) => name);
    assert.deepEqual(undocumented, []);
    // The document lists what is mounted: every descriptor exactly once, nothing without one.
    const method = { get: 'GET', post: 'POST', postd: 'POST', delete: 'DELETE' } as const;
    const declared = OPERATIONS.map(({ mode, path }) => `${method[mode]} ${path}`).sort();
    assert.deepEqual(operations.map(({ name }) => name).sort(), declared);
    assert.equal(operations.length, 200, 'every route of the API, the outbox included');
  });

  test('every operation has its own operationId, declares its security and documents the 4xx error envelope', async () => {
    const app = seeded.appWith({ exposeOutbox: true });
    const document = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; description?: string }> };
    };
    assert.deepEqual(document.components.securitySchemes.customerToken, {
      type: 'apiKey',
      in: 'header',
      name: 'token',
      description: document.components.securitySchemes.customerToken?.description,
    });
    const ids = new Set<string>();
    const security: Record<string, string> = {};
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        assert.ok(operation.operationId && !ids.has(operation.operationId), `${name}: a unique operationId`);
        ids.add(operation.operationId);
        assert.ok(Array.isArray(operation.security), `${name}: security declared`);
        security[name] = JSON.stringify(operation.security);
        assert.equal(operation.responses?.['400']?.content?.['application/json']?.schema?.$ref, '#/components/schemas/ErrorEnvelope', `${name}: 400`);
      }
    }
    assert.equal(security['POST /online/toGoodsClassify/info/{id}'], '[]', 'a public route');
    assert.equal(security['POST /erp/invoiceRequest/submit'], '[{"customerToken":[]}]', "a customer's route");
    assert.equal(security['POST /file/chunk'], '[{"customerToken":[]}]', 'the multipart chunk route');
    assert.equal(security['POST /overseas/form/submit'], '[{},{"customerToken":[]}]', 'a route a token only adds to');
    assert.equal(security['GET /staff/inquiries'], '[{"staffToken":[]}]', 'a staff route');
  });

  test('a nullable reference is documented as one that may be null', async () => {
    const document = (await (await seeded.app.request('/openapi.json')).json()) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    assert.deepEqual(document.components.schemas.CellLineRecommendation?.properties.completeMedium, {
      anyOf: [{ $ref: '#/components/schemas/GoodsSummary' }, { type: 'null' }],
    });
    assert.deepEqual(document.components.schemas.UploadAnswer?.properties.file, { anyOf: [{ $ref: '#/components/schemas/UploadedFile' }, { type: 'null' }] });
  });

  test('with CONTRACT_CHECK=1 an answer outside /openapi.json is a 500 naming the operation and the place', async () => {
    const previous = process.env.CONTRACT_CHECK;
    process.env.CONTRACT_CHECK = '1';
    try {
      const app = new OpenAPIHono();
      const document = documentOf(app);
      app.use('*', checkAnswersAgainstDocument(document));
      const services = { db: seeded.db, mailer: { async send() {} }, settings: DEFAULT_SETTINGS };
      // Two schemas under one component name: the document keeps one, the other route's answers break it.
      const first = z.object({ kind: z.string() }).meta({ id: 'Twin' });
      const second = z.object({ change: z.number() }).meta({ id: 'Twin' });
      for (const [path, data, answer] of [
        ['/first', first, { kind: 'a' }],
        ['/second', second, { change: 1 }],
      ] as const) {
        mountRoute(
          app,
          services,
          defineRoute({
            operation: { path, mode: 'get', access: 'public', islands: false },
            tag: 'Test',
            summary: path,
            input: z.object({}),
            data,
            handler: async () => ok(answer as never),
          }),
        );
      }
      const answers = await Promise.all(['/first', '/second'].map(async (path) => (await app.request(path)).status));
      assert.ok(answers.includes(500), `one of the twins breaks the document: ${answers.join(', ')}`);
    } finally {
      if (previous === undefined) delete process.env.CONTRACT_CHECK;
      else process.env.CONTRACT_CHECK = previous;
    }
  });

  test('with CONTRACT_CHECK=1 an answer that breaks its schema is a 500 naming the field', async () => {
    const previous = process.env.CONTRACT_CHECK;
    process.env.CONTRACT_CHECK = '1';
    try {
      const app = new OpenAPIHono();
      const services = { db: seeded.db, mailer: { async send() {} }, settings: DEFAULT_SETTINGS };
      mountRoute(
        app,
        services,
        defineRoute({
          operation: { path: '/drift', mode: 'get', access: 'public', islands: false },
          tag: 'Test',
          summary: 'answers a count as text',
          input: z.object({}),
          data: z.object({ count: z.number() }),
          // The cast stands for a handler whose types drifted from what it really sends.
          handler: async () => ok({ count: 'three' as unknown as number }),
        }),
      );
      const response = await app.request('/drift');
      assert.equal(response.status, 500);
      const envelope = (await response.json()) as { code: number; msg: string };
      assert.equal(envelope.code, 500);
      assert.match(envelope.msg, /\/drift: data count: /);
    } finally {
      if (previous === undefined) delete process.env.CONTRACT_CHECK;
      else process.env.CONTRACT_CHECK = previous;
    }
  });
});
