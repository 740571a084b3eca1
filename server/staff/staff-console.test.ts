/**
 * The staff console's API (docs/product.md §6.1): logins, roles, disabling with live sessions, the
 * inbox's order and search, replies under the member's name (audited, shown to the customer), and
 * that nothing but the login answers without a console session.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { inquiries, inquiryGoods, inquiryMessages } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { recordingMailer } from '../testing/recording-mailer';
import { createCustomer } from '../testing/customer-fixtures';
import { createStaff } from './staff-accounts';
import type { AuditEntry, CommandInvited, ConsoleInquiry, Inbox, StaffInvited, StaffLogin, StaffMember } from '../../contract/staff';
import type { MessagePage } from '../../contract/messages';

const STAFF_TOKEN = 'command-line-token-for-staff-tests';
const recorder = recordingMailer();
const kit = seededApp(null, { mailer: recorder.mailer, settings: { staffToken: STAFF_TOKEN, siteUrl: 'https://shop.example' } });

const ADMIN = { name: 'Ada Admin', email: 'Ada@Staff.Example', password: 'admin-password-1', role: 'admin' as const };
const SALES = { name: 'Sam Sales', email: 'sam@staff.example', password: 'sales-password-1', role: 'sales' as const };
const HOUR = 60 * 60 * 1000;

const session = (token: string) => ({ 'staff-session': token });

async function logIn(email: string, password: string): Promise<StaffLogin> {
  return kit.data<StaffLogin>('POST', '/staff/console/login', { body: { email, password } });
}

async function addInquiry(fields: {
  name: string;
  company?: string;
  email?: string;
  ageHours: number;
  itemno?: string;
  userId?: number | null;
  answered?: boolean;
}) {
  const createdAt = new Date(Date.now() - fields.ageHours * HOUR);
  const [row] = await kit.db
    .insert(inquiries)
    .values({
      source: fields.itemno ? 'goods' : 'form',
      name: fields.name,
      company: fields.company ?? 'Some Lab',
      country: 'CN',
      email: fields.email ?? `${fields.name.toLowerCase().replace(/\W+/g, '.')}@lab.example`,
      phone: '8613800138000',
      message: 'Please quote.',
      userId: fields.userId ?? null,
      createdAt,
      answeredAt: fields.answered ? new Date(createdAt.getTime() + HOUR) : null,
    })
    .returning({ id: inquiries.id });
  assert.ok(row);
  if (fields.itemno)
    await kit.db.insert(inquiryGoods).values({ inquiryId: row.id, goodsId: 1, skuId: 0, quantity: 1, itemno: fields.itemno, title: 'Anti-CD3 antibody' });
  return row.id;
}

let admin: StaffLogin;
let sales: StaffLogin;

before(async () => {
  await kit.ready;
  await createStaff(kit.db, null, ADMIN);
  await createStaff(kit.db, null, SALES);
  admin = await logIn('ada@staff.example', ADMIN.password);
  sales = await logIn(SALES.email, SALES.password);
});

describe('logging in', () => {
  test('the email matches whatever its case; the answer names the member and never the hash', async () => {
    assert.equal(admin.staff.name, ADMIN.name);
    assert.equal(admin.staff.role, 'admin');
    const me = await kit.data<StaffMember>('GET', '/staff/console/me', { headers: session(admin.token) });
    assert.equal(me.email, ADMIN.email);
    assert.ok(!('passwordHash' in me));
  });

  test('a wrong password or an unknown account is refused with one message', async () => {
    const wrong = await kit.call('POST', '/staff/console/login', { body: { email: SALES.email, password: 'not-the-password' } });
    const unknown = await kit.call('POST', '/staff/console/login', { body: { email: 'nobody@staff.example', password: 'whatever-1' } });
    assert.equal(wrong.code, 400);
    assert.equal(unknown.code, 400);
    assert.equal(wrong.msg, unknown.msg);
    assert.match(wrong.msg, /^email: /);
  });

  test('ten failed logins of an email hold it for the window, the right password included; another member still logs in', async () => {
    const GUESSED = { name: 'Gus Guessed', email: 'gus@staff.example', password: 'gus-password-1', role: 'sales' as const };
    await createStaff(kit.db, null, GUESSED);
    for (let failure = 1; failure <= 10; failure++) {
      const wrong = await kit.call('POST', '/staff/console/login', { body: { email: GUESSED.email, password: `guess-${failure}-wrong` } });
      assert.equal(wrong.code, 400, `failure ${failure}`);
    }
    const held = await kit.call('POST', '/staff/console/login', { body: { email: 'GUS@staff.example', password: GUESSED.password } });
    assert.equal(held.code, 429);
    assert.match(held.msg, /^email: too many failed console logins; try again in \d+ s$/);
    assert.equal((await logIn(SALES.email, SALES.password)).staff.email, SALES.email);
  });

  test('a bad email names the field', async () => {
    const answer = await kit.call('POST', '/staff/console/login', { body: { email: 'not an email', password: 'x' } });
    assert.equal(answer.code, 400);
    assert.match(answer.msg, /email/);
  });

  test('logging out ends that session only', async () => {
    const second = await logIn(SALES.email, SALES.password);
    assert.equal((await kit.call('POST', '/staff/console/logout', { headers: session(second.token), body: {} })).code, 0);
    assert.equal((await kit.call('GET', '/staff/console/me', { headers: session(second.token) })).code, 401);
    assert.equal((await kit.call('GET', '/staff/console/me', { headers: session(sales.token) })).code, 0);
  });
});

describe('nothing answers without a console session', () => {
  const ROUTES: ['GET' | 'POST', string, unknown][] = [
    ['GET', '/staff/console/me', undefined],
    ['POST', '/staff/console/logout', {}],
    ['GET', '/staff/console/inbox', undefined],
    ['GET', '/staff/console/inquiry?id=1', undefined],
    ['POST', '/staff/console/reply', { id: 1, reply: 'hi' }],
    ['POST', '/staff/console/close', { id: 1 }],
    ['GET', '/staff/console/staff', undefined],
    ['POST', '/staff/console/staff/invite', { name: 'Eve', email: 'eve@staff.example', role: 'admin' }],
    ['POST', '/staff/console/staff/disable', { id: 1 }],
    ['GET', '/staff/console/audit', undefined],
  ];
  for (const [method, path, body] of ROUTES) {
    test(`${method} ${path}: no session, a made-up one or the command line's STAFF_TOKEN → 401`, async () => {
      const init = body === undefined ? {} : { body };
      assert.equal((await kit.call(method, path, init)).code, 401);
      assert.equal((await kit.call(method, path, { ...init, headers: session('made-up') })).code, 401);
      assert.equal((await kit.call(method, path, { ...init, headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'staff-session': STAFF_TOKEN } })).code, 401);
    });
  }
});

describe('roles', () => {
  test('a sales account cannot list, invite or disable staff', async () => {
    const headers = session(sales.token);
    assert.equal((await kit.call('GET', '/staff/console/staff', { headers })).code, 403);
    const invite = await kit.call('POST', '/staff/console/staff/invite', { headers, body: { name: 'Mallory', email: 'mallory@staff.example', role: 'admin' } });
    assert.equal(invite.code, 403);
    assert.equal((await kit.call('POST', '/staff/console/staff/disable', { headers, body: { id: admin.staff.id } })).code, 403);
    assert.equal((await kit.call('GET', '/staff/console/me', { headers: session(admin.token) })).code, 0, 'the admin is still there');
  });

  test('an admin invites: the account exists at once, the one-time link arrives by mail, and sets the password once', async () => {
    const invited = await kit.data<StaffInvited>('POST', '/staff/console/staff/invite', {
      headers: session(admin.token),
      body: { name: 'Ivy Invited', email: 'ivy@staff.example', role: 'sales' },
    });
    assert.equal(invited.staff.passwordSet, false);
    assert.equal(invited.staff.invitedBy, admin.staff.id);
    const mail = recorder.sent.findLast((message) => message.recipient === 'ivy@staff.example');
    assert.ok(mail);
    const link = /https:\/\/shop\.example\/staff\/password\?token=(\S+)/.exec(mail.body);
    assert.ok(link?.[1], mail.body);
    const token = decodeURIComponent(link[1]);
    const tooShort = await kit.call('POST', '/staff/console/password', { body: { token, password: 'short' } });
    assert.equal(tooShort.code, 400);
    assert.match(tooShort.msg, /^password: /);
    const login = await kit.data<StaffLogin>('POST', '/staff/console/password', { body: { token, password: 'ivy-password-1' } });
    assert.equal(login.staff.name, 'Ivy Invited');
    assert.equal((await kit.call('POST', '/staff/console/password', { body: { token, password: 'ivy-password-2' } })).code, 400, 'the link works once');
    assert.equal((await logIn('IVY@staff.example', 'ivy-password-1')).staff.passwordSet, true);
  });

  test('the same email in another case cannot be invited twice', async () => {
    const again = await kit.call('POST', '/staff/console/staff/invite', {
      headers: session(admin.token),
      body: { name: 'Sam Again', email: 'SAM@STAFF.EXAMPLE', role: 'sales' },
    });
    assert.equal(again.code, 400);
    assert.match(again.msg, /^email: /);
  });

  test('a disabled account is refused at once, its live session included, and cannot log in again', async () => {
    await createStaff(kit.db, null, { name: 'Dan Doomed', email: 'dan@staff.example', password: 'dan-password-1', role: 'sales' });
    const dan = await logIn('dan@staff.example', 'dan-password-1');
    assert.equal((await kit.call('GET', '/staff/console/inbox', { headers: session(dan.token) })).code, 0);
    const disabled = await kit.data<StaffMember>('POST', '/staff/console/staff/disable', { headers: session(admin.token), body: { id: dan.staff.id } });
    assert.ok(disabled.disabledAt);
    assert.equal((await kit.call('GET', '/staff/console/inbox', { headers: session(dan.token) })).code, 401);
    assert.equal((await kit.call('POST', '/staff/console/login', { body: { email: 'dan@staff.example', password: 'dan-password-1' } })).code, 400);
    const own = await kit.call('POST', '/staff/console/staff/disable', { headers: session(admin.token), body: { id: admin.staff.id } });
    assert.equal(own.code, 400, 'an admin cannot lock themselves out');
    const audit = await kit.data<{ list: AuditEntry[] }>('GET', '/staff/console/audit', { headers: session(sales.token) });
    assert.ok(audit.list.some((entry) => entry.action === 'staff.disable' && entry.subjectId === dan.staff.id && entry.staffName === ADMIN.name));
  });
});

describe('the inbox', () => {
  let overdueOld: number;
  let overdueNew: number;
  let dueSoon: number;
  let dueLater: number;
  let answered: number;

  before(async () => {
    answered = await addInquiry({ name: 'Ann Answered', ageHours: 50, answered: true });
    dueLater = await addInquiry({ name: 'Lee Later', ageHours: 1 });
    overdueNew = await addInquiry({ name: 'Nina Newer', ageHours: 30, itemno: 'AB1022R' });
    dueSoon = await addInquiry({ name: 'Sue Soon', ageHours: 20, company: 'Zhang Lab, Fudan' });
    overdueOld = await addInquiry({ name: 'Olga Oldest', ageHours: 60, email: 'olga@cells.example' });
  });

  const inbox = (query = '') => kit.data<Inbox>('GET', `/staff/console/inbox${query}`, { headers: session(sales.token) });

  test('overdue unanswered inquiries come first, most overdue first, then those due soonest, then answered ones', async () => {
    const { list, totalCount } = await inbox();
    const ids = list.map((row) => row.id);
    assert.deepEqual(ids.slice(0, 4), [overdueOld, overdueNew, dueSoon, dueLater]);
    assert.ok(ids.indexOf(answered) > 3);
    assert.equal(list[0]?.overdue, true);
    assert.equal(list[1]?.overdue, true);
    assert.equal(list[2]?.overdue, false);
    assert.ok(totalCount >= 5);
  });

  test('pages join the open part and the rest without a gap or a repeat', async () => {
    const all = (await inbox('?limit=100')).list.map((row) => row.id);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page++) paged.push(...(await inbox(`?limit=2&page=${page}`)).list.map((row) => row.id));
    assert.deepEqual(paged, all);
  });

  test('filters by state', async () => {
    const answeredOnly = await inbox('?state=answered');
    assert.ok(answeredOnly.list.every((row) => row.state === 'answered'));
    assert.ok(answeredOnly.list.some((row) => row.id === answered));
    const bad = await kit.call('GET', '/staff/console/inbox?state=lost', { headers: session(sales.token) });
    assert.equal(bad.code, 400);
    assert.match(bad.msg, /^state: /);
  });

  test("searches the customer's name, company, email and the Cat. No., whatever the case", async () => {
    assert.deepEqual(
      (await inbox('?search=olga%20old')).list.map((row) => row.id),
      [overdueOld],
    );
    assert.deepEqual(
      (await inbox('?search=FUDAN')).list.map((row) => row.id),
      [dueSoon],
    );
    assert.deepEqual(
      (await inbox('?search=cells.example')).list.map((row) => row.id),
      [overdueOld],
    );
    const byItemno = await inbox('?search=ab1022');
    assert.deepEqual(
      byItemno.list.map((row) => row.id),
      [overdueNew],
    );
    assert.deepEqual(byItemno.list[0]?.itemnos, ['AB1022R']);
    assert.equal((await inbox('?search=100%25')).totalCount, 0, 'a % is a character, not a wildcard');
  });
});

describe("the inbox's totals", () => {
  const inbox = (query = '') => kit.data<Inbox>('GET', `/staff/console/inbox${query}`, { headers: session(sales.token) });
  const stored = async (where?: ReturnType<typeof sql>) => (await kit.db.select({ n: count() }).from(inquiries).where(where))[0]?.n ?? 0;
  const totals = async () => ({
    all: (await inbox()).totalCount,
    open: (await inbox('?state=open')).totalCount,
    answered: (await inbox('?state=answered')).totalCount,
    closed: (await inbox('?state=closed')).totalCount,
  });
  const counted = async () => ({
    all: await stored(),
    open: await stored(sql`${inquiries.answeredAt} IS NULL AND ${inquiries.closedAt} IS NULL`),
    answered: await stored(sql`${inquiries.answeredAt} IS NOT NULL AND ${inquiries.closedAt} IS NULL`),
    closed: await stored(sql`${inquiries.closedAt} IS NOT NULL`),
  });

  test('are the stored inquiries by state, through inserts, replies, closing, a bulk change and deletes', async () => {
    assert.deepEqual(await totals(), await counted());
    const fresh = [await addInquiry({ name: 'Tally One', ageHours: 1 }), await addInquiry({ name: 'Tally Two', ageHours: 2 })];
    await kit.data('POST', '/staff/console/reply', { headers: session(sales.token), body: { id: fresh[0], reply: 'Counted.' } });
    await kit.data('POST', '/staff/console/close', { headers: session(sales.token), body: { id: fresh[1] } });
    assert.deepEqual(await totals(), await counted());
    // A change of no inquiry's state (an account joined), then one statement over many rows, then deletes.
    await kit.db.update(inquiries).set({ locale: 'zh' }).where(inArray(inquiries.id, fresh));
    await kit.db.update(inquiries).set({ closedAt: new Date() }).where(isNotNull(inquiries.answeredAt));
    assert.deepEqual(await totals(), await counted());
    await kit.db.delete(inquiries).where(inArray(inquiries.id, fresh));
    assert.deepEqual(await totals(), await counted());
  });

  test("a search's pages join without a gap or a repeat, and a page past the end still counts the matches", async () => {
    for (const ageHours of [3, 30, 300]) await addInquiry({ name: 'Paula Paged', ageHours });
    await addInquiry({ name: 'Paula Paged', ageHours: 40, answered: true });
    const all = await inbox('?search=paula%20paged&limit=100');
    assert.equal(all.totalCount, 4);
    assert.deepEqual(
      all.list.map((row) => row.state),
      ['open', 'open', 'open', 'answered'],
    );
    const paged: number[] = [];
    for (let page = 1; page <= 2; page++) {
      const part = await inbox(`?search=paula%20paged&limit=2&page=${page}`);
      assert.equal(part.totalCount, 4);
      paged.push(...part.list.map((row) => row.id));
    }
    assert.deepEqual(
      paged,
      all.list.map((row) => row.id),
    );
    const beyond = await inbox('?search=paula%20paged&limit=2&page=9');
    assert.deepEqual(beyond.list, []);
    assert.equal(beyond.totalCount, 4);
  });
});

describe('replying', () => {
  test("a reply joins the thread under the member's name, is audited, and reaches the customer's message centre with that name", async () => {
    const customer = await createCustomer(kit.db, 'Carla Customer');
    const id = await addInquiry({ name: 'Carla Customer', ageHours: 2, userId: customer.userId });
    const earlier = await addInquiry({ name: 'Carla Customer', ageHours: 100, userId: customer.userId, answered: true });
    const answer = await kit.data<{ id: number; answeredAt: string }>('POST', '/staff/console/reply', {
      headers: session(sales.token),
      body: { id, reply: 'In stock; ships in 3 days.' },
    });
    assert.equal(answer.id, id);
    const view = await kit.data<ConsoleInquiry>('GET', `/staff/console/inquiry?id=${id}`, { headers: session(admin.token) });
    assert.equal(view.inquiry.state, 'answered');
    assert.deepEqual(
      view.thread.map((message) => [message.author, message.authorName, message.body]),
      [['staff', SALES.name, 'In stock; ships in 3 days.']],
    );
    assert.deepEqual(
      view.history.map((row) => row.id),
      [earlier],
    );
    const [stored] = await kit.db.select().from(inquiryMessages).where(eq(inquiryMessages.inquiryId, id));
    assert.equal(stored?.staffId, sales.staff.id);
    const audit = await kit.data<{ list: AuditEntry[] }>('GET', '/staff/console/audit', { headers: session(sales.token) });
    const entry = audit.list.find((line) => line.action === 'inquiry.reply' && line.subjectId === id);
    assert.equal(entry?.staffId, sales.staff.id);
    assert.equal(entry?.staffName, SALES.name);
    const centre = (await kit.call('POST', '/operation/topmsg/listmsg', { headers: customer.headers, body: {} })).page as MessagePage;
    assert.match(centre.list[0]?.body ?? '', new RegExp(`${SALES.name} of our sales team replied: In stock; ships in 3 days\\.`));
  });

  test('an empty reply names the field; an unknown inquiry answers 3', async () => {
    const empty = await kit.call('POST', '/staff/console/reply', { headers: session(sales.token), body: { id: 1, reply: '   ' } });
    assert.equal(empty.code, 400);
    assert.match(empty.msg, /^reply: /);
    assert.equal((await kit.call('POST', '/staff/console/reply', { headers: session(sales.token), body: { id: 999999, reply: 'Hello' } })).code, 3);
  });

  test('closing moves an inquiry to closed, once, audited', async () => {
    const id = await addInquiry({ name: 'Cody Closed', ageHours: 3 });
    const first = await kit.data<{ closedAt: string }>('POST', '/staff/console/close', { headers: session(sales.token), body: { id } });
    const again = await kit.data<{ closedAt: string }>('POST', '/staff/console/close', { headers: session(sales.token), body: { id } });
    assert.equal(again.closedAt, first.closedAt);
    const closed = await kit.data<Inbox>('GET', '/staff/console/inbox?state=closed&search=cody', { headers: session(sales.token) });
    assert.deepEqual(
      closed.list.map((row) => row.id),
      [id],
    );
    const audit = await kit.data<{ list: AuditEntry[] }>('GET', '/staff/console/audit?limit=200', { headers: session(sales.token) });
    assert.equal(audit.list.filter((line) => line.action === 'inquiry.close' && line.subjectId === id).length, 1);
  });
});

describe('the command line (STAFF_TOKEN)', () => {
  const bearer = { authorization: `Bearer ${STAFF_TOKEN}` };

  test('invites the first admin with a link it is shown, and disables by email; a console session is no STAFF_TOKEN', async () => {
    const invited = await kit.data<CommandInvited>('POST', '/staff/accounts/invite', {
      headers: bearer,
      body: { name: 'Cleo Command', email: 'cleo@staff.example', role: 'admin' },
    });
    assert.equal(invited.staff.invitedBy, null);
    const token = new URL(invited.link).searchParams.get('token');
    assert.ok(token);
    const cleo = await kit.data<StaffLogin>('POST', '/staff/console/password', { body: { token, password: 'cleo-password-1' } });
    assert.equal((await kit.call('GET', '/staff/console/staff', { headers: session(cleo.token) })).code, 0, 'the invited admin manages staff');
    assert.equal((await kit.call('GET', '/staff/accounts', { headers: { authorization: `Bearer ${cleo.token}` } })).code, 401);
    const disabled = await kit.data<StaffMember>('POST', '/staff/accounts/disable', { headers: bearer, body: { email: 'CLEO@staff.example' } });
    assert.ok(disabled.disabledAt);
    assert.equal((await kit.call('GET', '/staff/console/me', { headers: session(cleo.token) })).code, 401);
    const audit = await kit.data<{ list: AuditEntry[] }>('GET', '/staff/console/audit?limit=200', { headers: session(admin.token) });
    assert.ok(audit.list.some((entry) => entry.action === 'staff.invite' && entry.subjectId === cleo.staff.id && entry.staffId === null));
  });
});
