/** The contract on the API side: every route documents its answer, and answers are checked against it. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { createApp } from '../app';
import { DEFAULT_SETTINGS } from '../settings';
import { openTestDatabase, type TestDatabase } from '../testing/database';
import { ok } from './envelope';
import { defineRoute, mountRoute } from './route';

let database: TestDatabase;

before(async () => {
  database = await openTestDatabase();
});
after(async () => {
  await database.dispose();
});

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

describe('contract', () => {
  test('every operation in /openapi.json documents the schema of its answer', async () => {
    const app = createApp({ db: database.db, dataDir: '/nonexistent', settings: { exposeOutbox: true } });
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
    assert.equal(operations.length, 165, 'every route of the API, the outbox included');
  });

  test('with CONTRACT_CHECK=1 an answer that breaks its schema is a 500 naming the field', async () => {
    const previous = process.env.CONTRACT_CHECK;
    process.env.CONTRACT_CHECK = '1';
    try {
      const app = new OpenAPIHono();
      const services = { db: database.db, mailer: { async send() {} }, settings: DEFAULT_SETTINGS };
      mountRoute(
        app,
        services,
        defineRoute({
          mode: 'get',
          path: '/drift',
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
