/** Complaints and advice (docs/product.md §14): the form's rules, the customer's own list, the staff reply. */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createCustomer, type TestCustomer } from '../testing/customer-fixtures';
import { seededApp } from '../testing/seeded-app';
import type { Feedback, FeedbackList } from '../../contract/feedback';

let alice: TestCustomer;
let bob: TestCustomer;
const staff = { authorization: 'Bearer staff-secret' };

const seeded = seededApp(null, { settings: { staffToken: 'staff-secret' } });

before(async () => {
  await seeded.ready;
  alice = await createCustomer(seeded.db, 'Alice');
  bob = await createCustomer(seeded.db, 'Bob');
});

const submit = (customer: TestCustomer | null, body: unknown) => seeded.request('POST', '/online/feedback/submit', { headers: customer?.headers ?? {}, body });
const list = async (customer: TestCustomer, kind: string) =>
  (await seeded.call('POST', '/online/feedback/list', { headers: customer.headers, body: { kind } })).data as FeedbackList;

test('feedback under 10 characters is refused naming the field; without a token 401', async () => {
  const short = await submit(alice, { kind: 'advice', category: 'website', content: 'Too short' });
  assert.equal(short.envelope.code, 400);
  assert.equal(short.envelope.msg, 'content: at least 10 characters');
  assert.equal((await submit(null, { kind: 'advice', category: 'website', content: 'Long enough advice.' })).envelope.code, 401);
});

test('a category must belong to its form, and only complaints name an order', async () => {
  assert.match((await submit(alice, { kind: 'complaint', category: 'website', content: 'The site is slow today.' })).envelope.msg, /^category:/);
  assert.match((await submit(alice, { kind: 'advice', category: 'website', content: 'Add a dark theme please.', orderNo: 'SO-1' })).envelope.msg, /^orderNo:/);
});

test('a complaint is listed for its customer only, pending until staff reply', async () => {
  const sent = await submit(alice, { kind: 'complaint', category: 'delivery', content: 'The ice pack had melted on arrival.', orderNo: 'SO20261101' });
  assert.equal(sent.envelope.code, 0, sent.envelope.msg);
  const entry = sent.envelope.data as Feedback;
  assert.equal(entry.status, 'pending');
  assert.equal((await list(alice, 'complaint')).totalCount, 1);
  assert.equal((await list(alice, 'advice')).totalCount, 0);
  assert.equal((await list(bob, 'complaint')).totalCount, 0);

  const noStaff = await seeded.request('POST', '/staff/feedback/reply', { body: { id: entry.id, reply: 'Sorry' } });
  assert.equal(noStaff.envelope.code, 401);
  const replied = await seeded.request('POST', '/staff/feedback/reply', { headers: staff, body: { id: entry.id, reply: 'A replacement ships today.' } });
  assert.equal(replied.envelope.code, 0, replied.envelope.msg);
  const [answered] = (await list(alice, 'complaint')).list;
  assert.equal(answered?.status, 'answered');
  assert.equal(answered?.reply, 'A replacement ships today.');
  const unknown = await seeded.request('POST', '/staff/feedback/reply', { headers: staff, body: { id: 999999, reply: 'x' } });
  assert.equal(unknown.envelope.code, 3);
});

test('the demo customer has earlier complaints and advice, some answered', async () => {
  const { seedDemoCustomer } = await import('../seed/demo-customer');
  const { feedbackEntries, users } = await import('../db/schema');
  const { eq } = await import('drizzle-orm');
  assert.equal(await seedDemoCustomer(seeded.db), true);
  const [demo] = await seeded.db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@labshop.example'));
  const rows = await seeded.db.select().from(feedbackEntries).where(eq(feedbackEntries.userId, demo!.id));
  assert.deepEqual(rows.map((row) => row.kind).sort(), ['advice', 'advice', 'complaint', 'complaint']);
  assert.equal(rows.filter((row) => row.reply).length, 2);
});
