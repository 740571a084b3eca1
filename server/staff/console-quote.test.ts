/**
 * Quotes sent from the staff console (docs/product.md §6.1, §11.5): under the member's name, audited,
 * listed on the inquiry's console page; a sales account may send; without a session nothing is sent.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { goods, inquiries, inquiryGoods, quotes, skus } from '../db/schema';
import { seededApp } from '../testing/seeded-app';
import { recordingMailer } from '../testing/recording-mailer';
import { createStaff } from './staff-accounts';
import type { AuditEntry, ConsoleInquiry, StaffLogin } from '../../contract/staff';
import type { Quote } from '../../contract/quotes';

const recorder = recordingMailer();
const kit = seededApp(50, { mailer: recorder.mailer, settings: { staffToken: 'command-line-token-for-quote-tests', siteUrl: 'https://shop.example' } });
const SALES = { name: 'Sue Sales', email: 'sue@staff.example', password: 'sales-password-1', role: 'sales' as const };
// The quote's email goes out after the commit; let it finish before the database closes.
after(() => new Promise((resolve) => setTimeout(resolve, 50)));
const session = (token: string) => ({ 'staff-session': token });
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

let sales: StaffLogin;
let item: { id: number; skuId: number; itemno: string };

before(async () => {
  await kit.ready;
  await createStaff(kit.db, null, SALES);
  sales = await kit.data<StaffLogin>('POST', '/staff/console/login', { body: { email: SALES.email, password: SALES.password } });
  const [row] = await kit.db
    .select({ id: goods.id, itemno: goods.itemno, skuId: sql<number>`min(${skus.id})` })
    .from(goods)
    .innerJoin(skus, eq(skus.goodsId, goods.id))
    .where(and(eq(goods.onShelfFlag, true), notInArray(goods.inventoryStatus, [-1, -2, -4]), sql`${skus.skuPrice} > 1`))
    .groupBy(goods.id, goods.itemno)
    .orderBy(asc(goods.id))
    .limit(1);
  assert.ok(row, 'the seed has sellable goods with SKUs');
  item = { id: row.id, itemno: row.itemno, skuId: Number(row.skuId) };
});

async function addInquiry(): Promise<number> {
  const [row] = await kit.db
    .insert(inquiries)
    .values({
      source: 'goods',
      name: 'Quinn Buyer',
      company: 'Q Lab',
      country: 'CN',
      email: 'quinn@lab.example',
      phone: '8613800138000',
      message: 'Please quote.',
    })
    .returning({ id: inquiries.id });
  assert.ok(row);
  await kit.db.insert(inquiryGoods).values({ inquiryId: row.id, goodsId: item.id, skuId: item.skuId, quantity: 2, itemno: item.itemno, title: 'Goods' });
  return row.id;
}

describe('sending a quote from the console', () => {
  test("a sales session sends it under the member's name: stored, audited, mailed and listed on the inquiry", async () => {
    const inquiryId = await addInquiry();
    const quote = await kit.data<Quote>('POST', '/staff/console/quote', {
      headers: session(sales.token),
      body: { inquiryId, validUntil: inAWeek(), note: 'Ships in 3 days.', lines: [{ goodsId: item.id, skuId: item.skuId, quantity: 5 }] },
    });
    assert.equal(quote.staffName, SALES.name);
    assert.equal(quote.state, 'sent');
    assert.deepEqual(
      quote.lines.map((line) => [line.goodsId, line.quantity]),
      [[item.id, 5]],
    );
    const [stored] = await kit.db.select().from(quotes).where(eq(quotes.id, quote.id));
    assert.equal(stored?.staffId, sales.staff.id);
    assert.equal(stored?.staffName, SALES.name);
    const audit = await kit.data<{ list: AuditEntry[] }>('GET', '/staff/console/audit', { headers: session(sales.token) });
    const entry = audit.list.find((line) => line.action === 'inquiry.quote' && line.subjectId === inquiryId);
    assert.equal(entry?.staffName, SALES.name);
    assert.equal(entry?.detail.quoteId, quote.id);
    const view = await kit.data<ConsoleInquiry>('GET', `/staff/console/inquiry?id=${inquiryId}`, { headers: session(sales.token) });
    assert.deepEqual(
      view.quotes.map((listed) => [listed.id, listed.state, listed.staffName]),
      [[quote.id, 'sent', SALES.name]],
    );
    assert.equal(view.inquiry.state, 'answered');
    assert.ok(recorder.sent.some((mail) => mail.recipient === 'quinn@lab.example' && mail.subject.includes(`Quote #${quote.id}`)));
  });

  test("the inquiry's draft prices each SKU line as a quote would (the rule's net price, under the list price) and names a line gone off shelf", async () => {
    const inquiryId = await addInquiry();
    const draftOf = async () => (await kit.data<ConsoleInquiry>('GET', `/staff/console/inquiry?id=${inquiryId}`, { headers: session(sales.token) })).draft;
    const [line] = await draftOf();
    assert.ok(line);
    assert.deepEqual([line.goodsId, line.skuId, line.obtainable], [item.id, item.skuId, true]);
    assert.ok(line.netPrice > 0 && line.netPrice <= line.listPrice);
    const quote = await kit.data<Quote>('POST', '/staff/console/quote', {
      headers: session(sales.token),
      body: { inquiryId, validUntil: inAWeek(), note: '' },
    });
    assert.deepEqual(
      quote.lines.map((quoted) => [quoted.unitPrice, quoted.listPrice]),
      [[line.netPrice, line.listPrice]],
    );
    await kit.db.update(goods).set({ onShelfFlag: false }).where(eq(goods.id, item.id));
    try {
      assert.deepEqual(
        (await draftOf()).map((drafted) => drafted.obtainable),
        [false],
      );
    } finally {
      await kit.db.update(goods).set({ onShelfFlag: true }).where(eq(goods.id, item.id));
    }
  });

  test('a refusal names the field and writes no audit line; no session (or a made-up one) → 401', async () => {
    const inquiryId = await addInquiry();
    const past = await kit.call('POST', '/staff/console/quote', { headers: session(sales.token), body: { inquiryId, validUntil: '2020-01-01', note: '' } });
    assert.equal(past.code, 400);
    assert.match(past.msg, /^validUntil: /);
    const above = await kit.call('POST', '/staff/console/quote', {
      headers: session(sales.token),
      body: { inquiryId, validUntil: inAWeek(), note: '', lines: [{ goodsId: item.id, skuId: item.skuId, unitPrice: 99_999_999 }] },
    });
    assert.equal(above.code, 400);
    assert.match(above.msg, /^lines\.0\.unitPrice: /);
    assert.equal(
      (await kit.call('POST', '/staff/console/quote', { headers: session(sales.token), body: { inquiryId: 999_999, validUntil: inAWeek(), note: '' } })).code,
      3,
    );
    const body = { inquiryId, validUntil: inAWeek(), note: '' };
    assert.equal((await kit.call('POST', '/staff/console/quote', { body })).code, 401);
    assert.equal((await kit.call('POST', '/staff/console/quote', { body, headers: session('made-up') })).code, 401);
    assert.equal((await kit.db.select().from(quotes).where(eq(quotes.inquiryId, inquiryId))).length, 0);
    const audit = await kit.data<{ list: AuditEntry[] }>('GET', '/staff/console/audit', { headers: session(sales.token) });
    assert.equal(audit.list.filter((line) => line.action === 'inquiry.quote' && line.subjectId === inquiryId).length, 0);
  });
});
