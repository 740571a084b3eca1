/** Whether codes leave the shop (contract/accounts.ts CodeDelivery): /login and /register tell the demo's visitors. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readEnv, settingsFrom } from '../env';
import { seededApp } from '../testing/seeded-app';

const PATH = '/overseas/login/codeDelivery';

describe('code delivery', () => {
  const seeded = seededApp(null);

  test('without a transport no channel sends codes out', async () => {
    const envelope = (await (await seeded.app.request(PATH)).json()) as { code: number; data: unknown };
    assert.equal(envelope.code, 0);
    assert.deepEqual(envelope.data, { email: false, mobile: false });
  });

  test('SMTP_URL sends email codes; SMS has no gateway yet', async () => {
    const withSmtp = settingsFrom(readEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://mail.example.com:587' }));
    const withoutSmtp = settingsFrom(readEnv({ NODE_ENV: 'test' }));
    assert.deepEqual(withSmtp.codeDelivery, { email: true, mobile: false });
    assert.deepEqual(withoutSmtp.codeDelivery, { email: false, mobile: false });
    const app = seeded.appWith({ codeDelivery: withSmtp.codeDelivery });
    const envelope = (await (await app.request(PATH)).json()) as { code: number; data: unknown };
    assert.deepEqual(envelope.data, { email: true, mobile: false });
  });
});
