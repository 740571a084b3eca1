/**
 * Inquiry submission through the storefront's BFF (/api/…), as the inquiry dialog sends it:
 * oversized bodies get the API's clean envelope, an Idempotency-Key survives the BFF so a
 * retry never makes a second inquiry, and markup is stored as typed.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { inquiriesFrom } from './support/staff';

const FORM = '/api/overseas/form/submit';

const fields = (email: string) => ({
  name: 'Bff Buyer',
  company: 'Example Lab',
  country: 'GB',
  email,
  phone: '+44 20 7946 0000',
  message: 'Please quote.',
});

test('a 10 MB message gets the clean body-limit envelope through the BFF', async ({ request }) => {
  const response = await request.post(FORM, {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ ...fields('big@example.com'), message: 'x'.repeat(10 * 1024 * 1024) }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ code: 400, msg: 'Request body: larger than 1 MB' });
});

test('the BFF passes the Idempotency-Key on: the same submission twice is one inquiry', async ({ request }) => {
  const email = `bff-${randomUUID()}@example.com`;
  const key = randomUUID();
  const script = '<script>window.__pwned = 1</script>';
  const body = { ...fields(email), message: `Hello ${script}` };
  const first = await request.post(FORM, { data: body, headers: { 'idempotency-key': key } });
  const second = await request.post(FORM, { data: body, headers: { 'idempotency-key': key } });
  const firstEnvelope = await first.json();
  expect(firstEnvelope.code).toBe(0);
  expect(await second.json()).toEqual(firstEnvelope);

  const conflict = await request.post(FORM, { data: { ...body, message: 'another text' }, headers: { 'idempotency-key': key } });
  expect(await conflict.json()).toEqual({ code: 409, msg: 'Idempotency-Key: already used with a different request' });

  const stored = await inquiriesFrom(request, email);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.message).toBe(`Hello ${script}`);
});

test('missing fields answer the contract messages through the BFF', async ({ request }) => {
  const response = await request.post(FORM, { data: { ...fields('x@example.com'), email: 'not-an-address' } });
  expect(await response.json()).toEqual({ code: 400, msg: 'email: Please Enter Correct Email' });
});
